package org.draughts4j.benchmarks;

import java.util.Map;

/**
 * The fixed positions the benchmarks run on, per variant: the start, a middle game, a king ending,
 * a long king capture and a position with many equal captures (the 12x12 ones for {@link
 * WideBoardBenchmark}, the column draughts ones for {@link TowerBenchmark}, the Frisian ones for {@link
 * FrisianBenchmark}, the Turkish ones for {@link TurkishBenchmark}). A benchmark parameter names one as
 * {@code variant:kind}.
 */
final class BenchmarkPositions {

    private BenchmarkPositions() {}

    static final Map<String, String> FENS = Map.ofEntries(
            Map.entry("international:start", "W:W31-50:B1-20"),
            Map.entry("international:middle", "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26"),
            Map.entry("international:kings", "W:WK1,K23,K45:BK5,K27,K46,K49"),
            Map.entry("international:long-capture", "W:WK28,45:B6,12,13,23,39"),
            Map.entry("international:equal-captures", "W:WK2,45:B6,7,8,17,18"),
            Map.entry("brazilian:start", "W:W21-32:B1-12"),
            Map.entry("brazilian:middle", "W:W17,21,22,23,25,26,28,29,31:B2,5,6,7,9,10,11,13,16"),
            Map.entry("brazilian:kings", "W:WK29,K30:BK4,K12"),
            Map.entry("brazilian:long-capture", "W:WK29:B25,18,11,19,27"),
            Map.entry("brazilian:equal-captures", "W:WK17:B5,14,15,22,23"),
            Map.entry("russian:start", "W:W21-32:B1-12"),
            Map.entry("russian:middle", "W:W17,21,22,23,25,26,28,29,31:B2,5,6,7,9,10,11,13,16"),
            Map.entry("russian:kings", "W:WK29,K30:BK4,K12"),
            Map.entry("russian:long-capture", "W:Wh6:Bg7,c5,d2"),
            Map.entry("russian:equal-captures", "W:WK17:B5,14,15,22,23"),
            Map.entry("english:start", "B:W21-32:B1-12"),
            Map.entry("english:middle", "B:W17,21,22,23,25,26,28,29,31:B2,5,6,7,9,10,11,13,16"),
            Map.entry("english:kings", "W:WK29,K30,K31:BK4,K12,K3"),
            Map.entry("english:long-capture", "W:WK17:B5,14,15,22,23"),
            Map.entry("english:equal-captures", "W:WK18:B14,15,22,23,6,7,26,27"),
            Map.entry("spanish:start", "W:W1-12:B21-32"),
            Map.entry("spanish:middle", "W:W2,4,5,7,8,10,11,12,16:B17,20,21,23,24,26,27,28,32"),
            Map.entry("spanish:kings", "W:WK1,K2:BK29,K31"),
            Map.entry("spanish:long-capture", "W:WK1:B10,23,18,27"),
            Map.entry("spanish:equal-captures", "W:WK15:B19,18,11,10"),
            Map.entry("galician:start", "W:W1-12:B21-32"),
            Map.entry("italian:start", "W:W21-32:B1-12"),
            Map.entry("italian:middle", "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3"),
            Map.entry("italian:kings-first-capture", "W:WK1,K20:BK5,K6,14,15"),
            Map.entry("thai:start", "B:W25-32:B1-8"),
            Map.entry("thai:long-capture", "W:WK30:BK7,9,K19,22,26"),
            Map.entry("canadian:start", "W:W43-72:B1-30"),
            Map.entry("canadian:middle", "W:W30,31,35,44,50,52,53,54,55,56,58,60,61,62,63,64,65,66,67,68,69,70,71,72"
                    + ":B1,2,3,4,5,6,7,8,9,10,12,13,14,15,16,17,18,19,20,22,24,25,33"),
            Map.entry("canadian:kings", "W:WK67,K40,K12,50:BK6,K30,K64,20"),
            Map.entry("canadian:long-capture", "W:WK67,50:B61,49,38,26,39,52,15"),
            Map.entry("frisian:start", "W:W31-50:B1-20"),
            // 16 plies of a random game (seed 10): International's middle game is a forced line of captures here.
            Map.entry("frisian:middle", "W:W26,32,34,36,37,39,41,42,44,45,46,47,48,49,50:B1,2,4,5,6,7,8,10,11,12,13,14,16,20"),
            Map.entry("frisian:kings", "W:WK1,K23,K45,36:BK5,K27,K46,12:+246+223"),
            Map.entry("frisian:value-capture", "W:WK17:B21,22,28,32,34,44,K11,K36,K41"),
            Map.entry("turkish:start", "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3"
                    + ":Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"),
            Map.entry("turkish:middle", "W:Wa2,b2,c2,g2,h2,a4,c3,d3,f3,h3,e4:Ba6,b5,c6,d6,e6,f5,g6,h6,b7,d7,g7"),
            Map.entry("turkish:kings", "W:WKa1,Kd4,b2,h3:BKh8,Kc6,e7,g5"),
            Map.entry("turkish:long-capture", "W:WKd4:Bb4,a6,c7,d2,h7,f7,f5"),
            Map.entry("bashni:start", "W:W21-32:B1-12"),
            Map.entry("bashni:towers", "W:W17=bw,21,22=bbw,25,26,27=Bw,29,30:B3,5=wb,6,7=wWb,9,10,12=wb"),
            Map.entry("bashni:tower-capture", "W:WK15,28=bbw:BK18,8,K25,1=wb,2=wwB"));

    static String variant(String key) {
        return key.substring(0, key.indexOf(':'));
    }

    static String fen(String key) {
        String fen = FENS.get(key);
        if (fen == null) {
            throw new IllegalArgumentException("no benchmark position " + key);
        }
        return fen;
    }
}
