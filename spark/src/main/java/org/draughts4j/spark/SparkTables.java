package org.draughts4j.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.Material;
import org.draughts4j.egtb.TableBuilder;

/**
 * A table build as Spark jobs: wave after wave, each pair of slices of a wave a job of one task,
 * all of a wave submitted at once. Spark retries a task that fails (a worker lost) up to
 * {@code spark.task.maxFailures} times, pair by pair; a build that stopped goes on from the pairs
 * whose files are in the directory.
 */
final class SparkTables {
    private final JavaSparkContext context;

    SparkTables(JavaSparkContext context) {
        this.context = context;
    }

    List<SliceBuilt> build(Variant variant, int pieces, String dirUri, int threadsPerTask, Consumer<SliceBuilt> done)
            throws IOException {
        EndgameTables.unsupportedReason(variant).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        // The plan needs no directory: the waves and inputs follow from the variant alone.
        TableBuilder plan = TableBuilder.of(variant, Path.of(".")).threads(threadsPerTask);
        List<List<Material>> waves = plan.waves(pieces);
        SharedDirectory shared = new SharedDirectory(dirUri, context.hadoopConfiguration());
        FileSystem fs = shared.fileSystem();
        fs.mkdirs(shared.path());
        String name = variant.name();
        List<SliceBuilt> all = new ArrayList<>();
        for (List<Material> wave : waves) {
            Map<Material, JavaFutureAction<List<List<SliceBuilt>>>> running = new LinkedHashMap<>();
            for (Material material : wave) {
                List<Material> pair = material.isSymmetric() ? List.of(material) : List.of(material, material.flipped());
                boolean built = true;
                for (Material m : pair) {
                    built &= fs.isFile(shared.file(SliceBuilt.fileName(name, m)));
                }
                if (built) {
                    removeLeftovers(fs, shared, name, pair);
                    for (Material m : pair) {
                        SliceBuilt slice = new SliceBuilt(name, m.toString(),
                                fs.getFileStatus(shared.file(SliceBuilt.fileName(name, m))).getLen(), true, 0, 0, 0, 0, 0, 0,
                                "");
                        all.add(slice);
                        done.accept(slice);
                    }
                    continue;
                }
                String pairName = material.toString();
                context.setJobDescription("solve " + name + " " + pairName);
                running.put(material, context.parallelize(List.of(pairName), 1)
                        .map(m -> PairTask.run(name, m, shared, threadsPerTask))
                        .collectAsync());
            }
            // Each pair is reported as it ends; the next wave starts when all of this one have.
            while (!running.isEmpty()) {
                Material finished = null;
                for (Map.Entry<Material, JavaFutureAction<List<List<SliceBuilt>>>> entry : running.entrySet()) {
                    if (entry.getValue().isDone()) {
                        finished = entry.getKey();
                        break;
                    }
                }
                if (finished == null) {
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        running.values().forEach(f -> f.cancel(true));
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted while building " + name + " " + wave, e);
                    }
                    continue;
                }
                List<List<SliceBuilt>> result;
                try {
                    result = running.remove(finished).get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while building " + name + " " + finished, e);
                } catch (ExecutionException e) {
                    running.values().forEach(f -> f.cancel(true));
                    throw new IOException("the slices " + finished + " of " + name + " could not be built: "
                            + rootMessage(e), e);
                }
                removeLeftovers(fs, shared, name,
                        finished.isSymmetric() ? List.of(finished) : List.of(finished, finished.flipped()));
                for (SliceBuilt slice : result.get(0)) {
                    all.add(slice);
                    done.accept(slice);
                }
            }
        }
        return all;
    }

    /**
     * Deletes what attempts of a pair's task left of their uploads (an attempt's copy is written
     * under a name of its own, then renamed): an executor lost in the middle of one leaves its copy,
     * and the retried attempt writes the file anew. Once the pair's files are there no attempt's
     * copy is needed; one still being written by an attempt cut off from the cluster then fails to
     * rename and finds the file there, as {@link PairTask} expects.
     */
    private static void removeLeftovers(FileSystem fs, SharedDirectory shared, String variant, List<Material> pair)
            throws IOException {
        for (Material m : pair) {
            String prefix = "." + SliceBuilt.fileName(variant, m) + ".";
            for (org.apache.hadoop.fs.FileStatus left : fs.listStatus(shared.path(),
                    path -> path.getName().startsWith(prefix) && path.getName().endsWith(".partial"))) {
                fs.delete(left.getPath(), false);
            }
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }
}
