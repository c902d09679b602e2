// System ICU (Debian libicu-dev, ICU 72). The headers rename every C symbol
// with a version suffix via macros (ucol_open -> ucol_open_72), which Swift
// cannot call through, so Swift code never imports this module directly:
// the TabulaICU C target includes it and exposes a small plain-C API.
#ifndef TABULA_CICU_SHIM_H
#define TABULA_CICU_SHIM_H

#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>

#endif
