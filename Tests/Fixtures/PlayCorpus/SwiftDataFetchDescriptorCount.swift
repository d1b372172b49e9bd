import SwiftUI
import SwiftData

@Model
final class Chore {
    var title: String
    var isDone: Bool
    var priority: Int

    init(title: String, isDone: Bool = false, priority: Int = 0) {
        self.title = title
        self.isDone = isDone
        self.priority = priority
    }
}

struct TaskSummaryView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var summary = "Not counted yet"
    @State private var topTask = ""

    var body: some View {
        VStack {
            Text(summary)
            Text("Top: \(topTask)")
            Button("Count open tasks") {
                countOpenTasks()
            }
            Button("Finish a task") {
                finishFirstOpenTask()
            }
        }
    }

    private func countOpenTasks() {
        let open = FetchDescriptor<Chore>(predicate: #Predicate { !$0.isDone })
        let count = (try? modelContext.fetchCount(open)) ?? 0
        summary = "Open: \(count)"

        var first = FetchDescriptor<Chore>(
            predicate: #Predicate { !$0.isDone },
            sortBy: [SortDescriptor(\.priority, order: .reverse)]
        )
        first.fetchLimit = 1
        topTask = (try? modelContext.fetch(first))?.first?.title ?? "none"
    }

    private func finishFirstOpenTask() {
        var first = FetchDescriptor<Chore>(
            predicate: #Predicate { !$0.isDone },
            sortBy: [SortDescriptor(\.priority, order: .reverse)]
        )
        first.fetchLimit = 1
        if let chore = try? modelContext.fetch(first).first {
            chore.isDone = true
        }
    }
}

#Preview {
    let container = try! ModelContainer(
        for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Chore(title: "File taxes", priority: 3))
    container.mainContext.insert(Chore(title: "Water plants", priority: 1))
    container.mainContext.insert(Chore(title: "Book flights", isDone: true, priority: 2))
    return TaskSummaryView()
        .modelContainer(container)
}
