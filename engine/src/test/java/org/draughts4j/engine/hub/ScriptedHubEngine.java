package org.draughts4j.engine.hub;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A Hub engine for the tests, run as a process of its own: it speaks just enough of the protocol to
 * be driven, and misbehaves as its first argument says. It always plays from the start position of
 * International, answering each {@code go} with a reply fitting the scenario.
 */
public final class ScriptedHubEngine {
    private ScriptedHubEngine() {
    }

    /**
     * @param args the scenario, then {@code hub}
     * @throws Exception never on purpose
     */
    public static void main(String[] args) throws Exception {
        String scenario = args[0];
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String pos = "";
        for (String line; (line = in.readLine()) != null; ) {
            String command = line.split(" ", 2)[0];
            switch (command) {
                case "hub":
                    out.println("id name=Scripted version=\"1 " + scenario + "\" author=tests");
                    out.println("param name=variant value=normal type=enum values=\"normal killer\"");
                    out.println("param name=threads value=1 type=int min=1 max=4");
                    out.println("some noise that is not protocol");
                    if (scenario.equals("choice-flood")) {
                        out.println("param name=style value=a type=enum values=\"" + "a ".repeat(300).strip() + "\"");
                    }
                    if (scenario.equals("param-flood")) {
                        for (int i = 0; i < 5_000; i++) {
                            out.println("param name=p" + i + " value=0 type=int");
                        }
                    }
                    out.println("wait");
                    break;
                case "init":
                    out.println("init eval");
                    if (scenario.equals("slow-init")) {
                        // Loading what it needs takes a while.
                        Thread.sleep(3000);
                    }
                    out.println("ready");
                    break;
                case "ping":
                    if (!scenario.equals("hang")) {
                        out.println("pong");
                    }
                    break;
                case "pos":
                    pos = line;
                    break;
                case "go":
                    go(scenario, line, pos, out, in);
                    break;
                case "quit":
                    return;
                default:
                    break;
            }
        }
    }

    private static void go(String scenario, String line, String pos, PrintStream out, BufferedReader in)
            throws Exception {
        boolean afterCapture = pos.contains("moves=\"");
        switch (scenario) {
            case "noise":
                // Noise, then a capture with its captured squares out of order, in the position the
                // test sets up: W:W28,33:B19,23,24 ... (see HubEngineTest).
                out.println("garbage line \"with an open quote is noise when it is no command");
                out.println("info depth=1 score=0.10 nodes=10 mean-depth=1.5 pv=\"28x30x23x24\"");
                out.println("done move=28x30x24x23");
                break;
            case "longpv":
                // Kings shuffling from W:WK46:BK1, 300 moves: more than a PV is read, and legal throughout.
                out.println("info depth=1 mean-depth=1 pv=\"" + "46-41 1-6 41-46 6-1 ".repeat(75).strip() + "\"");
                out.println("done move=46-41");
                break;
            case "error":
                out.println("error message=\"bad position\"");
                out.println("done move=32-28");
                break;
            case "crash":
                out.println("info depth=1");
                System.exit(3);
                break;
            case "hang":
                // Says nothing more, answers nothing.
                Thread.sleep(60_000);
                break;
            case "illegal":
                out.println("done move=32-26");
                break;
            case "badponder":
                out.println("done move=32-28 ponder=1-2");
                break;
            case "badpv":
                out.println("info depth=2 pv=\"32-28 32-28\"");
                out.println("done move=32-28");
                break;
            case "ponder":
                if (line.contains("ponder")) {
                    // An early done while pondering: the client keeps it until the hit.
                    out.println("info depth=7 score=0.30");
                    out.println("done move=28x19x23 ponder=14x23x19");
                } else {
                    out.println("done move=32-28 ponder=19-23");
                }
                break;
            case "slow":
                // Searches until stop, answering ping with pong meanwhile.
                out.println("info depth=1 score=0.00 pv=32-28");
                for (String next; (next = in.readLine()) != null; ) {
                    if (next.equals("ping")) {
                        out.println("pong");
                    } else if (next.equals("stop")) {
                        out.println("done move=32-28");
                        return;
                    }
                }
                break;
            default:
                out.println("done move=" + (afterCapture ? "19-23" : "32-28"));
                break;
        }
    }
}
