import Foundation
import LessonsProtocol
import StateRuntime
import Testing

/// The tool's end: how a result-channel line is read.
struct HarnessMessageReadingTests {
  /// A line as a child of `version` would send it.
  func line(version: Int, nonce: String, event: String = #"{"runEnded":{}}"#) -> String {
    #"{"version":\#(version),"nonce":"\#(nonce)","event":\#(event)}"#
  }

  @Test func aMessageOfThisVersionAndRunIsRead() {
    #expect(
      HarnessMessage.read(line(version: HarnessMessage.currentVersion, nonce: "k"), nonce: "k")
        == .message(HarnessMessage(nonce: "k", event: .runEnded)))
  }

  @Test(arguments: [1, 4, HarnessMessage.currentVersion + 1])
  func aMessageOfAnotherVersionIsAMismatchNotSilence(version: Int) {
    // Its event need not decode: another version may spell events differently.
    let read = HarnessMessage.read(
      line(version: version, nonce: "k", event: #"{"future":{"x":1}}"#), nonce: "k")
    let mismatch = ProtocolMismatch(
      toolVersion: HarnessMessage.currentVersion, childVersion: version, foundBy: .tool)
    #expect(read == .mismatch(mismatch))
    #expect(
      mismatch.description.hasPrefix(
        "The child program speaks version \(version) of the lessons protocol and this lessons tool version "
          + "\(HarnessMessage.currentVersion), so this lessons tool read its messages as another version's"))
  }

  @Test func linesWithoutTheRunsSecretAreIgnored() {
    #expect(HarnessMessage.read(line(version: 4, nonce: "forged"), nonce: "k") == .ignored)
    #expect(HarnessMessage.read("All checks passed!", nonce: "k") == .ignored)
    #expect(HarnessMessage.read(#"{"version":5}"#, nonce: "k") == .ignored)
  }

  @Test func aPlayFailureCrossesAsData() throws {
    let error = ViewHostError.controlNotFound(kind: .button, label: "Sav", available: ["Save", "Undo"])
    let failure = PlayFailure(error)
    #expect(failure.reason == .controlNotFound)
    #expect(failure.subject == "Sav")
    #expect(failure.candidates == ["Save", "Undo"])
    #expect(failure.description == error.description)
    let step = HarnessMessage.PlayStep(
      command: .mount, changes: [], events: [], tree: "", elements: [], bodyCounts: [:], failure: failure)
    let sent = HarnessMessage(nonce: "k", event: .playStepFinished(step))
    let text = String(decoding: try JSONEncoder().encode(sent), as: UTF8.self)
    #expect(text.contains(#""reason":"controlNotFound""#))
    #expect(HarnessMessage.read(text, nonce: "k") == .message(sent))
    #expect(step.error == error.description)
  }

  @Test func theEmbeddedSourcesAreThisModulesFilesButTheAccessor() {
    let names = ProtocolSources.files.map(\.name)
    #expect(names.contains("HarnessMessage.swift"))
    #expect(names.contains("HarnessChannel.swift"))
    #expect(!names.contains(ProtocolSources.toolOnlyFileName))
    #expect(names == names.sorted())
  }
}
