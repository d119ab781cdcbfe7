package org.draughts4j.spark;

import java.io.IOException;
import java.io.Serializable;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The directory of a table build that every machine reads and writes: a Hadoop file system URI and
 * the driver's Hadoop settings (credentials of an object store, a name node's address), which
 * travel with each task since an executor's own configuration need not have them.
 */
final class SharedDirectory implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String uri;
    private final HashMap<String, String> settings;

    SharedDirectory(String uri, Configuration driver) {
        this.uri = uri;
        this.settings = new HashMap<>();
        for (Map.Entry<String, String> entry : driver) {
            settings.put(entry.getKey(), entry.getValue());
        }
    }

    String uri() {
        return uri;
    }

    /**
     * @return the file system of the directory; a local one without Hadoop's checksum files beside
     *     each file, so that the folder holds what a build on one machine writes and nothing else
     */
    FileSystem fileSystem() throws IOException {
        Configuration conf = new Configuration(false);
        settings.forEach(conf::set);
        FileSystem fs = FileSystem.get(URI.create(uri), conf);
        return fs instanceof LocalFileSystem local ? local.getRaw() : fs;
    }

    /** @return the path of a file of the directory */
    Path file(String name) {
        return new Path(new Path(uri), name);
    }

    Path path() {
        return new Path(uri);
    }
}
