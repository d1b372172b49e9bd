import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiled products kept by the digest of what their compile read: check objects (see
/// ``CheckBuild``, in `<cache>/checks`) and lessons' linked programs (see
/// ``ExerciseWorkbench/compileScenario(_:displayFolder:options:runtime:cancellation:)``, in
/// `<cache>/programs`).
///
/// Layout: `<cache>/checks/<exercise>/<key>.o`. An object is compiled into the
/// check's private folder and copied in under a temporary name renamed into place, so
/// a reader never sees half of one; two checks racing to store the same key store the
/// same bytes. A check links a copy in its own folder, never the cached file, so the
/// linker writes nothing here. Only the
/// newest few objects of an exercise are kept: a learner's recent shapes of the file.
/// Only the tool writes here; a learner's program runs where this folder is read-only
/// or out of sight.
struct CompiledProductCache {
  /// The cache's root (`<cache>/checks`).
  let directory: URL
  /// The kept files' extension: `o` for objects, `program` for linked programs.
  var fileExtension = "o"

  /// How many files each folder keeps: for a check's objects, a learner's recent shapes of
  /// the file.
  var kept = 4

  /// The cached object for `key` of `exercise`, if there is one.
  func object(exercise: String, key: String) -> URL? {
    let url = folder(exercise).appendingPathComponent("\(key).\(fileExtension)")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    utimes(url.path, nil)  // The newest used are the ones pruning keeps.
    return url
  }

  /// Copies the cached object for `key` to `destination`; false when there is none.
  func copy(exercise: String, key: String, to destination: URL) -> Bool {
    guard let cached = object(exercise: exercise, key: key) else { return false }
    return (try? FileManager.default.copyItem(at: cached, to: destination)) != nil
  }

  /// Keeps a copy of a freshly compiled `object` under `key`.
  ///
  /// A cache that cannot be written keeps nothing: the check goes on.
  func store(_ object: URL, exercise: String, key: String) {
    UnsandboxedRun.writingWhenNoneRuns(cache: directory.deletingLastPathComponent()) {
      storeNow(object, exercise: exercise, key: key)
    }
  }

  private func storeNow(_ object: URL, exercise: String, key: String) {
    let folder = folder(exercise)
    let target = folder.appendingPathComponent("\(key).\(fileExtension)")
    let temporary = folder.appendingPathComponent(
      ".\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).\(fileExtension)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // The object is in the build folder, where the compile wrote: read as any file there is.
      guard let bytes = ScratchFile.contents(object.path, limit: ScratchFile.buildLimit) else { return }
      try bytes.write(to: temporary, options: .withoutOverwriting)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      return
    }
    if rename(temporary.path, target.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    prune(folder)
  }

  /// Forgets the object for `key` (it failed to link: the learner's module changed in a way
  /// its digest did not show).
  func remove(exercise: String, key: String) {
    UnsandboxedRun.writingWhenNoneRuns(cache: directory.deletingLastPathComponent()) {
      try? FileManager.default.removeItem(
        at: folder(exercise).appendingPathComponent("\(key).\(fileExtension)"))
    }
  }

  private func folder(_ exercise: String) -> URL {
    directory.appendingPathComponent(exercise, isDirectory: true)
  }

  /// How old a temporary must be before a prune takes it for one a killed process left: a
  /// store writes and renames its temporary within a second.
  static let staleTemporaryAge: TimeInterval = 600

  /// Keeps the newest ``kept`` files of `folder`. Another process's temporary (a dot file,
  /// on its way to its rename) is neither counted nor removed, or a busy cache would lose
  /// a store; one older than ``staleTemporaryAge`` is a leftover, and goes.
  private func prune(_ folder: URL) {
    let manager = FileManager.default
    let all = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".\(fileExtension)")
    }
    func modified(_ name: String) -> Date {
      let url = folder.appendingPathComponent(name)
      return (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date ?? .distantPast
    }
    for name in all where name.hasPrefix(".") && -modified(name).timeIntervalSinceNow > Self.staleTemporaryAge
    {
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
    let names = all.filter { !$0.hasPrefix(".") }
    guard names.count > kept else { return }
    let dated = names.map { ($0, modified($0)) }.sorted { $0.1 > $1.1 }
    for (name, _) in dated.dropFirst(kept) {
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
