package org.draughts4j.search;

import java.util.LinkedHashMap;
import java.util.Map;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineFactory;
import org.draughts4j.engine.EngineSpec;

/**
 * Engines for measuring the search's switches against each other with the match tool (test scope):
 * {@code exp,probcut=false,lazymargin=0,reductions=false,reductiondepth=2,threats=false,sacrifices=true} and the options of
 * {@code builtin}.
 */
public final class ExperimentFactory implements EngineFactory {
    /** For {@link java.util.ServiceLoader}. */
    public ExperimentFactory() {
    }

    @Override
    public String kind() {
        return "exp";
    }

    @Override
    public String description() {
        return "exp[,probcut=B,probcutmargin=N,lazymargin=N,lazymaterial=N,reductions=B,reductiondepth=N,threats=B,sacrifices=B,singular=B,singulardepth=N,singularmargin=N,pvsingular=B,stabilitytime=B,stabilitypercent=P/P/...,cutprobability=B,deepreduction=N,historyreduction=B,iir=N,probcutdepth=P,gravity=B,movestogobymove=B,movestogo=START/FEWEST/QUARTERS,deepest=B,contempt=N,...builtin's options]: the builtin engine with switches";
    }

    @Override
    public Engine open(EngineSpec spec) {
        Map<String, String> options = new LinkedHashMap<>(spec.options());
        boolean probCut = Boolean.parseBoolean(options.getOrDefault("probcut", "true"));
        int probCutMargin = Integer.parseInt(options.getOrDefault("probcutmargin", "10"));
        int lazyMargin = Integer.parseInt(options.getOrDefault("lazymargin", "50"));
        int lazyMaterialMargin = Integer.parseInt(options.getOrDefault("lazymaterial", "0"));
        boolean reductions = Boolean.parseBoolean(options.getOrDefault("reductions", "true"));
        int reductionDepth = Integer.parseInt(options.getOrDefault("reductiondepth", "3"));
        boolean threats = Boolean.parseBoolean(options.getOrDefault("threats", "true"));
        boolean sacrifices = Boolean.parseBoolean(options.getOrDefault("sacrifices", "false"));
        boolean singular = Boolean.parseBoolean(options.getOrDefault("singular", "false"));
        int singularDepth = Integer.parseInt(options.getOrDefault("singulardepth", "6"));
        int singularMargin = Integer.parseInt(options.getOrDefault("singularmargin", "2"));
        boolean pvSingular = Boolean.parseBoolean(options.getOrDefault("pvsingular", "false"));
        String stabilityPercent = options.get("stabilitypercent");
        boolean stabilityTime = stabilityPercent != null
                || Boolean.parseBoolean(options.getOrDefault("stabilitytime", "false"));
        boolean cutProbability = Boolean.parseBoolean(options.getOrDefault("cutprobability", "false"));
        int deepReduction = Integer.parseInt(options.getOrDefault("deepreduction", "0"));
        boolean historyReduction = Boolean.parseBoolean(options.getOrDefault("historyreduction", "false"));
        int iirDepth = Integer.parseInt(options.getOrDefault("iir", "0"));
        int probCutDepth = Integer.parseInt(options.getOrDefault("probcutdepth", "40"));
        boolean gravity = Boolean.parseBoolean(options.getOrDefault("gravity", "false"));
        boolean movesToGoByMove = Boolean.parseBoolean(options.getOrDefault("movestogobymove", "false"));
        // The moves to go at the first move, the fewest, and the quarters of a move fewer a move played: 50/12/4, say.
        String movesToGo = options.get("movestogo");
        boolean deepestThread = Boolean.parseBoolean(options.getOrDefault("deepest", "false"));
        int contempt = Integer.parseInt(options.getOrDefault("contempt", "0"));
        options.keySet().removeAll(java.util.List.of("probcut", "probcutmargin", "lazymargin", "lazymaterial", "reductions", "reductiondepth", "threats", "sacrifices",
                "singular", "singulardepth", "singularmargin", "pvsingular", "stabilitytime", "stabilitypercent", "cutprobability",
                "movestogobymove", "movestogo", "deepest", "deepreduction", "historyreduction", "iir", "probcutdepth", "gravity", "contempt"));
        BuiltinEngine engine = new BuiltinEngine();
        engine.settings = searcher -> {
            searcher.probCut = probCut;
            searcher.probCutMargin = probCutMargin;
            searcher.lazyMargin = lazyMargin;
            searcher.lazyMaterialMargin = lazyMaterialMargin;
            searcher.reductions = reductions;
            searcher.reductionDepth = reductionDepth;
            searcher.threats = threats;
            searcher.sacrifices = sacrifices;
            searcher.singular = singular;
            searcher.singularDepth = singularDepth;
            searcher.singularMargin = singularMargin;
            searcher.pvSingular = pvSingular;
            searcher.cutProbability = cutProbability;
            searcher.deepReduction = deepReduction;
            searcher.historyReduction = historyReduction;
            searcher.iirDepth = iirDepth;
            searcher.probCutDepthPercent = probCutDepth;
            searcher.historyGravity = gravity;
            searcher.contempt = contempt;
        };
        engine.stabilityTime = stabilityTime;
        if (stabilityPercent != null) {
            // The share's percentages by finished iterations the best move has stayed, as in
            // BuiltinEngine.STABILITY_PERCENT: 200/140/115/95/80, say.
            engine.stabilityPercent = java.util.Arrays.stream(stabilityPercent.split("/")).mapToInt(Integer::parseInt).toArray();
        }
        if (movesToGo != null) {
            int[] schedule = java.util.Arrays.stream(movesToGo.split("/")).mapToInt(Integer::parseInt).toArray();
            engine.movesToGo = new TimeBudget.Schedule(schedule[0], schedule[1], schedule[2]);
        } else if (movesToGoByMove) {
            engine.movesToGo = TimeBudget.Schedule.FULLER;
        }
        engine.deepestThread = deepestThread;
        engine.configure(options);
        return engine;
    }
}
