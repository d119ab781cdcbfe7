/**
 * Deep perft and endgame table builds as Apache Spark jobs (docs/distributed.md).
 *
 * <p>{@link org.draughts4j.spark.DraughtsSpark} is the entry point: it runs in Spark's local mode
 * inside the process ({@code local[*]}), or on a standalone, YARN or Kubernetes cluster named by its
 * master URL. A perft is split at a depth into the unique positions there, each with the number of
 * lines that reach it ({@link org.draughts4j.spark.PerftSplit}), and those are counted as tasks. A
 * table build solves its pairs of slices in waves, each pair a task that reads the slices it needs
 * from shared storage (a Hadoop file system URI) and writes its own there.
 *
 * <p>No library module depends on this one: an application that does not use Spark never pulls it
 * in.
 */
package org.draughts4j.spark;
