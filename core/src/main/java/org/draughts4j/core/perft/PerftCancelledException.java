package org.draughts4j.core.perft;

import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A perft run stopped before it finished: its calling thread was interrupted, it reached the node
 * or time limit of its {@link PerftOptions}, or it was cancelled. Every thread the run started has stopped by the time this is thrown. When the
 * reason is {@link Reason#INTERRUPTED}, the calling thread's interrupt status is set again, so that
 * code further up still sees the interrupt.
 */
public class PerftCancelledException extends CancellationException {
    private static final long serialVersionUID = 1L;

    /** Why a run stopped. */
    public enum Reason {
        /** The thread that called perft was interrupted. */
        INTERRUPTED,
        /** The run reached {@link PerftOptions#maxNodes()}. */
        NODE_LIMIT,
        /** The run reached {@link PerftOptions#timeLimit()}. */
        TIME_LIMIT,
        /** The run was cancelled from within: a thread of the run failed, and the others stopped. */
        CANCELLED
    }

    /** Why the run stopped. */
    private final Reason reason;
    /** The nodes the run had searched when it stopped. */
    private final long nodes;
    /** Not serialized, as moves are not serializable. */
    private final transient List<Perft.Entry> divided;

    /**
     * @param reason why the run stopped
     * @param nodes the nodes the run had searched when it stopped ({@link #nodes()})
     */
    public PerftCancelledException(Reason reason, long nodes) {
        this(reason, nodes, List.of());
    }

    /**
     * @param reason why the run stopped
     * @param nodes the nodes the run had searched when it stopped ({@link #nodes()})
     * @param divided the root moves of a divide that were counted in full before it stopped
     */
    public PerftCancelledException(Reason reason, long nodes, List<Perft.Entry> divided) {
        super(message(reason, nodes));
        this.reason = reason;
        this.nodes = nodes;
        this.divided = List.copyOf(divided);
    }

    private static String message(Reason reason, long nodes) {
        String why;
        switch (reason) {
            case INTERRUPTED:
                why = "interrupted";
                break;
            case NODE_LIMIT:
                why = "stopped at its node limit";
                break;
            case TIME_LIMIT:
                why = "stopped at its time limit";
                break;
            default:
                why = "cancelled";
        }
        return "perft " + why + " after " + nodes + " nodes";
    }

    /** @return why the run stopped */
    public Reason reason() {
        return reason;
    }

    /**
     * @return the nodes searched before the run stopped, the figure a node limit is compared with
     *     ({@link PerftOptions#maxNodes()}): each leaf counted plus each position expanded above the
     *     leaves; it is read every few thousand nodes, so it may lag the work done by that much
     */
    public long nodes() {
        return nodes;
    }

    /**
     * @return for {@link Perft#divide}, the root moves counted in full before the run stopped, in
     *     the order they were counted (the generator's unless the caller gave another); empty for
     *     {@link Perft#count}; null in a deserialized exception, as they are not serialized
     */
    public List<Perft.Entry> divided() {
        return divided;
    }
}
