/**
 * draughts4j web: the local web server of {@code draughts serve} ({@link
 * org.draughts4j.web.WebServer}), a page that plays and analyses every variant in the browser, and
 * the HTTP API it uses. It runs on the JDK's own HTTP server, with no other dependency.
 */
module org.draughts4j.web {
    requires transitive org.draughts4j.core;
    requires org.draughts4j.engine;
    // The built-in engine, found by Engines.open through its factory; the endgame tables it probes.
    requires org.draughts4j.search;
    requires org.draughts4j.egtb;
    requires jdk.httpserver;

    exports org.draughts4j.web;
}
