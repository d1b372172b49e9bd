/// The root of the namespaces for predict questions' code, one per snippet, so
/// that two snippets may each declare a `Row` or a `Screen`. Each lesson's quiz
/// file declares its snippets' namespaces; each snippet file extends one, and the
/// quiz shows that file's text and runs the same code.
enum PredictSnippets {}
