import Foundation

extension ExerciseWorkbench {
  /// Adds this result to the progress file; a failure to save becomes a note, not a lost result.
  func record(_ result: inout ExerciseResult) {
    let status = result.status
    do {
      let (_, notice) = try progress.update(result.id) { record in
        record.attempts += 1
        record.lastStatus = status
        if status.isPass {
          record.passes += 1
          if record.firstPassed == nil { record.firstPassed = Date() }
        }
      }
      if let notice {
        result.notes.append(notice)
        result.progressNotice = notice
      }
    } catch {
      result.notes.append("Progress was not saved: \(error.description)")
    }
  }
}
