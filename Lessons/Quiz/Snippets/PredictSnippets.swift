/// Namespaces for the code of predict questions, one per snippet, so that two
/// snippets may each declare a `Row` or a `Screen`. Each snippet file extends one
/// of these; the quiz shows that file's text, and runs the same code.
enum PredictSnippets {
  enum NoteCopy {}
  enum NoteBinding {}
  enum MuteCopy {}
  enum ReplyDraft {}
  enum WalletSummary {}
  enum WalletNarrow {}
}
