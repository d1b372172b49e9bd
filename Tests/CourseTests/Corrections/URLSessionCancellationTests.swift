import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Lesson 19's warning about cancellation errors (issue 36, correction 3): a
/// cancelled `URLSession` request throws `URLError(.cancelled)`, not
/// `CancellationError`, so `catch is CancellationError` misses it (Ole
/// Begemann, "Cancellation can come in many forms", for Apple's URLSession).
/// Run here with the toolchain's Foundation: a request to a local listener
/// that never answers, its task cancelled while it waits.
struct URLSessionCancellationTests {
  #if canImport(Glibc)
    /// A listener on 127.0.0.1 that never accepts: the kernel queues the connection, so a
    /// request to it waits until it is cancelled. Returns the socket and its port.
    static func silentListener() throws -> (socket: Int32, port: UInt16) {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      try #require(listener >= 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
      }
      try #require(bound == 0 && listen(listener, 4) == 0)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
      }
      try #require(named == 0)
      return (listener, UInt16(bigEndian: address.sin_port))
    }

    @Test func aCancelledRequestThrowsURLErrorCancelledNotCancellationError() async throws {
      let (listener, port) = try Self.silentListener()
      defer { close(listener) }
      let url = try #require(URL(string: "http://127.0.0.1:\(port)/search?q=sw"))
      let request = Task { try await URLSession.shared.data(from: url) }
      try await Task.sleep(for: .milliseconds(300))
      request.cancel()
      // The catch a learner might write: the cancellation does not reach it.
      var caught = "nothing"
      do {
        _ = try await request.value
      } catch is CancellationError {
        caught = "CancellationError"
      } catch let error as URLError {
        caught = error.code == .cancelled ? "URLError(.cancelled)" : "URLError(\(error.code.rawValue))"
      } catch {
        caught = "\(type(of: error))"
      }
      #expect(caught == "URLError(.cancelled)")
    }
  #endif

  /// Every story that cancels a URLSession request says what it throws (found by reading the
  /// course's stories, so the test names no lesson), and the course has one.
  @Test func theLessonWarnsAgainstCatchingOnlyCancellationError() throws {
    let lessons = SourceTree.url("Lessons")
    let stories = try CourseLessonFolder.all(in: lessons).map {
      try String(contentsOf: lessons.appendingPathComponent("\($0)/lesson.md"), encoding: .utf8)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }.filter { $0.contains("URLSession") && $0.contains("CancellationError") }
    #expect(!stories.isEmpty, "no lesson's story cancels a URLSession request")
    for text in stories {
      #expect(text.contains("URLSession's async methods throw URLError(.cancelled)"))
      #expect(text.contains("`is CancellationError`"))
    }
  }
}
