import Foundation
import TestSupport

/// A project in a temporary folder, for tests that edit learner files: `LESSONS_ROOT` points
/// the binary at it, `LESSONS_WORKSPACE` at its own empty `Exercises/`.
///
/// Its `Lessons/` links to the checkout's course, or (for a test that writes into the course,
/// or another course) is a copy: the exercises (each lesson folder's `exercise/`, in a folder
/// of the lesson's name) and `Lessons/.harness` byte for byte (the binary's registry must
/// recognise the checks), and the lesson folders. The runtime's sources are a symlink, and the
/// runtime cache is the one the ExerciseKit tests share (``ScratchProject``), so the runtime
/// module is built once per test run. Nothing of the checkout's learner is used: not its
/// `Exercises/`, nor a learner's file left in an `exercise/` folder from before the workspace,
/// so the learner's progress in the checkout (solved, half-solved, deleted) never changes what
/// a test sees.
struct ProjectCopy {
  let root: URL
  let home: URL

  /// The test fixture course: made-up lessons in the course's format, for tests that need a
  /// lesson with a particular feature without naming a shipped one (`Tests/Fixtures/Course`).
  static let fixtureCourse = SourceTree.url("Tests/Fixtures/Course")

  /// A project whose course is the ``fixtureCourse``, with the checkout's `.harness/`.
  static func fixture() throws -> ProjectCopy {
    try ProjectCopy(from: fixtureCourse)
  }

  /// A project over the course in `lessons` (the checkout's `Lessons/` by default): its
  /// exercises and `.harness/` (or the checkout's when it has none), and its lesson folders.
  ///
  /// The checkout's course is linked, not copied, unless `copyingCourse` says the test writes
  /// into it: a copy writes some 800 files, and most tests only read the course (the learner's
  /// files are in the copy's own workspace). It is copied too when the checkout holds a
  /// learner's file in an exercise folder (where the tool kept them before the workspace),
  /// which the tool would move out of the checkout.
  init(from lessons: URL = SourceTree.url("Lessons"), copyingCourse: Bool = false) throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent("lessons-project-\(UUID().uuidString)")
    home = LessonsBinary.temporaryHome()
    try ScratchProject.layOut(at: root)
    try manager.createDirectory(at: home, withIntermediateDirectories: true)
    let copied = root.appendingPathComponent("Lessons")
    if !copyingCourse, lessons.standardizedFileURL == SourceTree.url("Lessons").standardizedFileURL,
      !Self.checkoutHoldsLearnersFiles
    {
      try manager.createSymbolicLink(at: copied, withDestinationURL: lessons)
      return
    }
    try manager.createDirectory(at: copied, withIntermediateDirectories: true)
    let harness = lessons.appendingPathComponent(".harness")
    try manager.copyItem(
      at: manager.fileExists(atPath: harness.path) ? harness : SourceTree.url("Lessons/.harness"),
      to: copied.appendingPathComponent(".harness"))
    for name in try manager.contentsOfDirectory(atPath: lessons.path)
    where manager.fileExists(atPath: lessons.appendingPathComponent("\(name)/exercise").path) {
      try manager.createDirectory(
        at: copied.appendingPathComponent(name), withIntermediateDirectories: true)
      let exercise = copied.appendingPathComponent("\(name)/exercise")
      try manager.copyItem(at: lessons.appendingPathComponent("\(name)/exercise"), to: exercise)
      for file in try manager.contentsOfDirectory(atPath: exercise.appendingPathComponent(".starter").path) {
        try? manager.removeItem(at: exercise.appendingPathComponent(file))
      }
    }
    // A lesson is its folder, read at run time: the rest of it comes too, or the copy's
    // course would lack it.
    for name in try manager.contentsOfDirectory(atPath: lessons.path)
    where CourseLessonFolder.contains(name, in: lessons) {
      let folder = lessons.appendingPathComponent(name)
      try manager.createDirectory(at: copied.appendingPathComponent(name), withIntermediateDirectories: true)
      for item in try manager.contentsOfDirectory(atPath: folder.path) where item != "exercise" {
        try manager.copyItem(
          at: folder.appendingPathComponent(item),
          to: copied.appendingPathComponent(name).appendingPathComponent(item))
      }
    }
  }

  /// Whether an exercise folder of the checkout's course holds a Swift file besides its checks:
  /// a learner's file from before the workspace.
  static let checkoutHoldsLearnersFiles: Bool = {
    let lessons = SourceTree.url("Lessons")
    let manager = FileManager.default
    return ((try? manager.contentsOfDirectory(atPath: lessons.path)) ?? []).contains { name in
      let exercise = lessons.appendingPathComponent("\(name)/exercise").path
      return ((try? manager.contentsOfDirectory(atPath: exercise)) ?? []).contains {
        $0.hasSuffix(".swift") && $0 != "Checks.swift"
      }
    }
  }()

  /// The copy's workspace, where the learner's files go.
  var workspace: URL { root.appendingPathComponent("Exercises") }

  /// What the binary needs to work on this copy.
  var environment: [String: String] {
    [
      "LESSONS_ROOT": root.path, "LESSONS_HOME": home.path, "LESSONS_WORKSPACE": workspace.path,
      "LESSONS_CACHE": ScratchProject.sharedCache.path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// The exercise folder of `id`: the `exercise/` of the lesson folder `NN-id`.
  func exerciseFolder(_ id: String) throws -> URL {
    let lessons = root.appendingPathComponent("Lessons")
    guard
      let name = try FileManager.default.contentsOfDirectory(atPath: lessons.path)
        .first(where: { name in name.first?.isNumber == true && name.drop { $0 != "-" }.dropFirst() == id })
    else { throw CocoaError(.fileNoSuchFile) }
    return lessons.appendingPathComponent("\(name)/exercise")
  }

  /// The learner's file of the exercise `id`, in the workspace (`Exercises/NN-id/NAME.swift`),
  /// whose folder this creates; the file itself exists once the tool or the test writes it.
  func learnerFile(_ id: String) throws -> URL {
    let exercise = try exerciseFolder(id)
    guard
      let name = try FileManager.default.contentsOfDirectory(
        atPath: exercise.appendingPathComponent(".starter").path
      ).first(where: { $0.hasSuffix(".swift") })
    else { throw CocoaError(.fileNoSuchFile) }
    let folder = workspace.appendingPathComponent(exercise.deletingLastPathComponent().lastPathComponent)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
  }

  /// The learner's file of `id`, copied from its starter first if missing, as the tool does on first use.
  func startedFile(_ id: String) throws -> URL {
    let file = try learnerFile(id)
    if !FileManager.default.fileExists(atPath: file.path) {
      try FileManager.default.copyItem(
        at: try exerciseFolder(id).appendingPathComponent(".starter/\(file.lastPathComponent)"), to: file)
    }
    return file
  }

  /// Puts the reference solution in the learner's file of `id`.
  func solve(_ id: String) throws {
    let file = try learnerFile(id)
    let solution = try exerciseFolder(id).appendingPathComponent(".solution/\(file.lastPathComponent)")
    try Data(contentsOf: solution).write(to: file)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: home)
  }
}
