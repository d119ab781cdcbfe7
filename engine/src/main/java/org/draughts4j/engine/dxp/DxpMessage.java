package org.draughts4j.engine.dxp;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Color;

/**
 * The seven messages of the DamExchange protocol, version 01, as values. {@link DxpCodec} writes
 * and reads them byte for byte; the records check what each field may hold when they are made, so
 * that every message made can be written.
 */
public sealed interface DxpMessage permits DxpMessage.GameRequest, DxpMessage.GameAccept, DxpMessage.Move,
        DxpMessage.GameEnd, DxpMessage.Chat, DxpMessage.BackRequest, DxpMessage.BackAccept {

    /** The longest name a message carries, in characters. */
    int NAME_LENGTH = 32;

    /**
     * {@code R}: the initiator asks for a game.
     *
     * @param version the protocol version, 1
     * @param initiatorName the initiator's name, up to 32 ASCII characters
     * @param followerColor the colour the follower plays
     * @param minutes the thinking time for the whole game, in minutes, 0 to 999
     * @param moves the number of moves in that time, 0 to 999 (0: no limit)
     * @param position the start position if not the usual one: the side to move ({@code W} or
     *     {@code Z}) and one character per square 1 to 50 ({@code w} {@code z} men, {@code W}
     *     {@code Z} kings, {@code e} empty)
     */
    record GameRequest(int version, String initiatorName, Color followerColor, int minutes, int moves,
            Optional<String> position) implements DxpMessage {
        /**
         * Validates.
         *
         * @param version the protocol version
         * @param initiatorName the initiator's name
         * @param followerColor the follower's colour
         * @param minutes the thinking time in minutes
         * @param moves the moves in that time
         * @param position the start position, if not the usual one
         * @throws IllegalArgumentException if a field cannot be written
         */
        public GameRequest {
            DxpCodec.checkNumber(version, 2, "version");
            DxpCodec.checkName(initiatorName);
            Objects.requireNonNull(followerColor, "followerColor");
            DxpCodec.checkNumber(minutes, 3, "minutes");
            DxpCodec.checkNumber(moves, 3, "moves");
            Objects.requireNonNull(position, "position");
            position.ifPresent(DxpCodec::checkBoard);
        }
    }

    /** The follower's answers to a game request. */
    enum Acceptance {
        /** {@code 0}: the game is accepted. */
        ACCEPTED,
        /** {@code 1}: the version is not supported. */
        VERSION_NOT_SUPPORTED,
        /** {@code 2}: not this game (its settings or position). */
        NOT_THIS_GAME,
        /** {@code 3}: no games now. */
        NO_GAMES
    }

    /**
     * {@code A}: the follower answers a game request.
     *
     * @param followerName the follower's name, up to 32 ASCII characters
     * @param acceptance its answer
     */
    record GameAccept(String followerName, Acceptance acceptance) implements DxpMessage {
        /**
         * Validates.
         *
         * @param followerName the follower's name
         * @param acceptance its answer
         * @throws IllegalArgumentException if the name cannot be written
         */
        public GameAccept {
            DxpCodec.checkName(followerName);
            Objects.requireNonNull(acceptance, "acceptance");
        }
    }

    /**
     * {@code M}: a move.
     *
     * @param seconds the time the move took, 0 to 9999 seconds
     * @param from the square it starts on, 0 to 99 (a legal move: 1 to 50)
     * @param to the square it ends on
     * @param captured the captured squares, in any order
     */
    record Move(int seconds, int from, int to, List<Integer> captured) implements DxpMessage {
        /**
         * Validates and copies.
         *
         * @param seconds the time the move took
         * @param from its origin
         * @param to its destination
         * @param captured the captured squares
         * @throws IllegalArgumentException if a field cannot be written, or the message would be
         *     longer than 127 characters
         */
        public Move {
            DxpCodec.checkNumber(seconds, 4, "seconds");
            DxpCodec.checkNumber(from, 2, "from");
            DxpCodec.checkNumber(to, 2, "to");
            captured = List.copyOf(captured);
            if (11 + 2 * captured.size() > DxpCodec.MAX_LENGTH) {
                throw new IllegalArgumentException("too many captured squares for one message: " + captured.size());
            }
            for (int square : captured) {
                DxpCodec.checkNumber(square, 2, "captured square");
            }
        }
    }

    /** Why a game ends, from the side that says so. */
    enum Reason {
        /** {@code 0}: no reason given (also the answer to the other side's game end). */
        NONE,
        /** {@code 1}: the sender loses. */
        LOSS,
        /** {@code 2}: a draw. */
        DRAW,
        /** {@code 3}: the sender wins. */
        WIN
    }

    /**
     * {@code E}: a game ends; the other side answers with its own, reason {@code NONE} and the same stop code.
     *
     * @param reason why, from the sender
     * @param stop whether the sender wants no further game
     */
    record GameEnd(Reason reason, boolean stop) implements DxpMessage {
        /**
         * Validates.
         *
         * @param reason why
         * @param stop whether no further game is wanted
         * @throws NullPointerException if {@code reason} is null
         */
        public GameEnd {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * {@code C}: a line of chat.
     *
     * @param text 1 to 126 ASCII characters, no NUL
     */
    record Chat(String text) implements DxpMessage {
        /**
         * Validates.
         *
         * @param text the text
         * @throws IllegalArgumentException if it is empty, too long or not ASCII
         */
        public Chat {
            DxpCodec.checkText(text, 1, DxpCodec.MAX_LENGTH - 1, "chat");
        }
    }

    /**
     * {@code B}: asks to take moves back, to the point where {@code side} is to play move {@code moveNumber}.
     *
     * @param moveNumber the move number, 0 to 999
     * @param side the side to move there
     */
    record BackRequest(int moveNumber, Color side) implements DxpMessage {
        /**
         * Validates.
         *
         * @param moveNumber the move number
         * @param side the side to move
         * @throws IllegalArgumentException if the number cannot be written
         */
        public BackRequest {
            DxpCodec.checkNumber(moveNumber, 3, "move number");
            Objects.requireNonNull(side, "side");
        }
    }

    /** The answers to a take-back request. */
    enum BackAcceptance {
        /** {@code 0}: done. */
        ACCEPTED,
        /** {@code 1}: take-backs are not supported. */
        NOT_SUPPORTED,
        /** {@code 2}: refused; the game continues as it was. */
        CONTINUE
    }

    /**
     * {@code K}: the answer to a take-back request.
     *
     * @param acceptance the answer
     */
    record BackAccept(BackAcceptance acceptance) implements DxpMessage {
        /**
         * Validates.
         *
         * @param acceptance the answer
         * @throws NullPointerException if it is null
         */
        public BackAccept {
            Objects.requireNonNull(acceptance, "acceptance");
        }
    }
}
