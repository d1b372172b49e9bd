#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

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
