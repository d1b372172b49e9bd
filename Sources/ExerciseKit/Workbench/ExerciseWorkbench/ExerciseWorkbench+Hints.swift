extension ExerciseWorkbench {
  /// Reveals the next hint for `id` and counts it; once all are out, repeats the last without counting.
  package func nextHint(_ id: String) throws(ExerciseError) -> HintReveal {
    let exercise = try exercise(id)
    let total = exercise.hints.count
    var allRevealed = false
    let (record, notice) = try progress.update(id) { record in
      if record.hintsUsed < total {
        record.hintsUsed += 1
      } else {
        allRevealed = true
      }
    }
    let number = max(1, min(record.hintsUsed, total))
    return HintReveal(
      number: number, total: total, text: exercise.hints[number - 1], wasAlreadyRevealed: allRevealed,
      progressNotice: notice)
  }
}
