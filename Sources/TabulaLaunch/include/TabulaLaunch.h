#ifndef TABULA_LAUNCH_H
#define TABULA_LAUNCH_H

// Nothing to call: TabulaLaunch.c starts tabula again, with huge pages for malloc, before
// `main`. Linking this target into the executable is all it takes.

#endif
