#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

// The shell needs thrysoee.dk's libedit 3.1 as Debian (libedit-dev) and Homebrew
// (libedit) ship it. The header macOS ships in its SDK is the 2012 NetBSD one, which
// lacks `rl_completion_func_t`, `rl_catch_sigwinch` and `rl_resize_terminal`, does not
// export `rl_catch_signals`, and stores one byte per character. `RL_STATE_NONE` came
// with the readline state flags of the newer header, so its absence identifies the old
// one and the build stops here with what to do instead of with undeclared names
// (NetBSD's readline.h r1.39 of 2016 has none yet; Debian's 3.1-20221030 has it).
#ifndef RL_STATE_NONE
#error "lessons needs libedit 3.1 with the readline state flags (Debian libedit-dev, Homebrew libedit), not the macOS SDK's libedit. On macOS run scripts/ensure-deps (brew install libedit; it is keg-only, so put $(brew --prefix)/opt/libedit/lib/pkgconfig on PKG_CONFIG_PATH if brew is not on PATH). On Linux install libedit-dev."
#endif

// Swift 6 refuses to touch C global variables (shared mutable state), and libedit's
// readline API is configured through them. These accessors are the only way in;
// the shell calls them on the main thread only.

static inline void ceditline_set_readline_name(const char *name) {
  rl_readline_name = name;
}

static inline void ceditline_set_attempted_completion_function(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void ceditline_set_attempted_completion_over(int over) {
  rl_attempted_completion_over = over;
}

static inline void ceditline_set_getc_function(int (*function)(FILE *)) {
  rl_getc_function = function;
}

static inline void ceditline_set_catch_signals(int catch_signals) {
  rl_catch_signals = catch_signals;
  rl_catch_sigwinch = catch_signals;
}

static inline const char *ceditline_line_buffer(void) {
  return rl_line_buffer;
}

#endif
