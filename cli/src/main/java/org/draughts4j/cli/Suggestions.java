package org.draughts4j.cli;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean": the known word closest to a mistyped one, by edit distance. */
final class Suggestions {
    private Suggestions() {}

    /**
     * @param typed what the user wrote
     * @param known the words it may have meant, in the order ties are broken in
     * @return the known word fewest edits away (insertions, deletions, substitutions and swaps of
     *     neighbours, ignoring case), when it is close enough to be a likely typo: at most a third of
     *     the typed length, and at least one edit allowed. A suggestion much further away ("x" for
     *     "bt") would only mislead.
     */
    static Optional<String> closest(String typed, Collection<String> known) {
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        int allowed = Math.max(1, wanted.length() / 3);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String word : known) {
            int distance = distance(wanted, word.toLowerCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = word;
                bestDistance = distance;
            }
        }
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** @return the optimal string alignment distance: Levenshtein with swaps of neighbours ("rusisan") */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
