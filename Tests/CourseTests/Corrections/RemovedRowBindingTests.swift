import StateRuntime
import Testing

/// Lesson 22's two binding spellings after a delete (issue 36, correction 11).
/// Both read `books[index]` when read, so the closure spelling is no guard
/// against "Index out of range": reading the removed row's binding traps. This
/// runtime reads a `$books[index]` binding after the delete and traps, but
/// never reads the closure binding of the row it discards.
@MainActor
struct RemovedRowBindingTests {
  struct Row: View {
    @Binding var title: String
    let onRemove: @MainActor () -> Void
    var body: some View {
      VStack {
        Text("Row \(title)")
        Button("Remove \(title)", action: onRemove)
      }
    }
  }

  struct KeyPathList: View {
    @State private var titles = ["Dune", "Emma", "Ulysses"]
    var body: some View {
      VStack {
        ForEach(titles.indices, id: \.self) { index in
          Row(title: $titles[index], onRemove: { titles.remove(at: index) })
        }
      }
    }
  }

  struct ClosureList: View {
    @State private var titles = ["Dune", "Emma", "Ulysses"]
    var body: some View {
      VStack {
        ForEach(titles.indices, id: \.self) { index in
          Row(
            title: Binding(get: { titles[index] }, set: { titles[index] = $0 }),
            onRemove: { titles.remove(at: index) })
        }
      }
    }
  }

  @Test func theClosureBindingOfARemovedIndexTrapsWhenRead() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        var titles = ["Dune", "Emma", "Ulysses"]
        let lastRow = Binding(get: { titles[2] }, set: { titles[2] = $0 })
        titles.remove(at: 0)
        _ = lastRow.wrappedValue
      }
    }
  }

  @Test func theRuntimeReadsAKeyPathBindingAfterTheDeleteAndTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let host = ViewHost(KeyPathList())
        try? host.tap("Remove Dune")
      }
    }
  }

  @Test func theRuntimeNeverReadsTheDiscardedRowsClosureBinding() throws {
    let host = ViewHost(ClosureList())
    try host.tap("Remove Dune")
    #expect(host.element("Row Emma") != nil)
    #expect(host.element("Row Ulysses") != nil)
    #expect(host.element("Row Dune") == nil)
  }
}
