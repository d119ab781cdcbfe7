package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code draughts dxp}'s own checks, made before a peer is reached. */
class DxpCommandTest {

    /**
     * A {@code --pdn} file that cannot be written is refused with its reason in words before the
     * connection is made: found after the first game, that game's record was lost.
     */
    @Test
    void aPdnFileThatCannotBeWrittenIsRefusedBeforeConnecting(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("no").resolve("x.pdn");
        try (ServerSocket peer = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            MainTest.Run run = MainTest.run("dxp", "--engine", "random", "--connect",
                    "127.0.0.1:" + peer.getLocalPort(), "--timeout", "2", "--pdn", missing.toString());
            assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(run.out()).isEmpty();
            assertThat(run.err()).isEqualTo("draughts: cannot write " + missing + ": no such directory "
                    + dir.resolve("no") + "\n");

            MainTest.Run folder = MainTest.run("dxp", "--engine", "random", "--connect",
                    "127.0.0.1:" + peer.getLocalPort(), "--timeout", "2", "--pdn", dir.toString());
            assertThat(folder.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(folder.err()).startsWith("draughts: cannot write " + dir + ": ").contains("directory")
                    .isNotEqualTo("draughts: cannot write " + dir + ": " + dir + "\n").hasLineCount(1);

            peer.setSoTimeout(200);
            assertThatThrownBy(peer::accept).as("no connection was made").isInstanceOf(SocketTimeoutException.class);
        }
    }
}
