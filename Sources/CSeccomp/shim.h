// libseccomp (Debian's libseccomp-dev), which writes the sandbox's system-call filter
// (see Sources/ExerciseKit/Process/SeccompFilter.swift). Only the non-variadic calls are
// used from Swift: seccomp_rule_add_array, not the variadic seccomp_rule_add.
#include <seccomp.h>
