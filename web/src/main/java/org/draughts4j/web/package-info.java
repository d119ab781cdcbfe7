/**
 * The web page of {@code draughts serve} and its HTTP API ({@link org.draughts4j.web.WebServer},
 * docs/web.md). The page's files (HTML, CSS, JavaScript modules) are resources of this package,
 * served as they are: no build step, no CDN.
 */
package org.draughts4j.web;
