package org.arbitre.server;

import java.nio.file.Path;

/** What the pages and the API are served from: the contest, its stores, the builds, the templates. */
record Site(Contest contest, Path dir, Members members, Bots bots, Matches matches, Tournaments tournaments,
    Builds builds, Pages pages, LoginLimiter limiter) {}
