package org.draughts4j.core.pdn;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/**
 * A variation {@code ( ... )}: an alternative to the move before it, kept recursively (it may hold
 * moves, comments and further variations). Variations are not replayed.
 *
 * <p>Variations may nest as deep as a file makes them, so {@link #equals}, {@link #hashCode} and
 * {@link #toString} walk the nesting with a stack of their own rather than the call stack; they
 * give what a record's own methods would give (the hash code is that of the list of elements).
 *
 * @param elements the elements of the variation, in order
 */
public record PdnVariation(List<PdnElement> elements) implements PdnElement {
    /**
     * Copies the list.
     *
     * @param elements the elements of the variation, in order
     * @throws NullPointerException if the list or one of its elements is null
     */
    public PdnVariation {
        elements = List.copyOf(elements);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof PdnVariation variation)) {
            return false;
        }
        // pairs of lists still being compared, element by element
        Deque<Iterator<PdnElement>> left = new ArrayDeque<>();
        Deque<Iterator<PdnElement>> right = new ArrayDeque<>();
        if (elements.size() != variation.elements.size()) {
            return false;
        }
        left.push(elements.iterator());
        right.push(variation.elements.iterator());
        while (!left.isEmpty()) {
            Iterator<PdnElement> a = left.peek();
            Iterator<PdnElement> b = right.peek();
            if (!a.hasNext()) {
                left.pop();
                right.pop();
                continue;
            }
            PdnElement x = a.next();
            PdnElement y = b.next();
            if (x == y) {
                continue;
            }
            if (x instanceof PdnVariation vx && y instanceof PdnVariation vy) {
                if (vx.elements.size() != vy.elements.size()) {
                    return false;
                }
                left.push(vx.elements.iterator());
                right.push(vy.elements.iterator());
            } else if (!x.equals(y)) {
                return false;
            }
        }
        return true;
    }

    /** @return the hash code of the list of elements, as {@link List#hashCode()} defines it */
    @Override
    public int hashCode() {
        // List.hashCode folds 31 * h + e.hashCode() over a list; a nested variation's hash is
        // folded into its parent's when its own list is done.
        Deque<Iterator<PdnElement>> lists = new ArrayDeque<>();
        Deque<int[]> hashes = new ArrayDeque<>();
        lists.push(elements.iterator());
        hashes.push(new int[] {1});
        while (true) {
            Iterator<PdnElement> list = lists.peek();
            if (!list.hasNext()) {
                lists.pop();
                int done = hashes.pop()[0];
                if (lists.isEmpty()) {
                    return done;
                }
                int[] parent = hashes.peek();
                parent[0] = 31 * parent[0] + done;
                continue;
            }
            PdnElement element = list.next();
            if (element instanceof PdnVariation variation) {
                lists.push(variation.elements.iterator());
                hashes.push(new int[] {1});
            } else {
                int[] hash = hashes.peek();
                hash[0] = 31 * hash[0] + element.hashCode();
            }
        }
    }

    /** @return {@code PdnVariation[elements=[...]]}, the record's form, nested variations alike */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("PdnVariation[elements=[");
        Deque<Iterator<PdnElement>> lists = new ArrayDeque<>();
        lists.push(elements.iterator());
        boolean first = true;
        while (!lists.isEmpty()) {
            Iterator<PdnElement> list = lists.peek();
            if (!list.hasNext()) {
                lists.pop();
                text.append("]]");
                first = false;
                continue;
            }
            if (!first) {
                text.append(", ");
            }
            PdnElement element = list.next();
            if (element instanceof PdnVariation variation) {
                text.append("PdnVariation[elements=[");
                lists.push(variation.elements.iterator());
                first = true;
            } else {
                text.append(element);
                first = false;
            }
        }
        return text.toString();
    }
}
