import Foundation
import StateRuntime

extension QueryRefresh.Broken {
  /// Downloads the feed and imports it off the main actor, in a context of its own.
  ///
  /// BUG: the import inserts and never saves. The actor's context was made by the
  /// `@ModelActor` macro, and a context you make has `autosaveEnabled` false: only the
  /// container's `mainContext` saves by itself. The three articles wait in this context,
  /// where no other context's query can see them, until something saves it.
  @ModelActor
  actor FeedImporter {
    func importLatest() {
      for title in Feed.latest {
        modelContext.insert(Article(title: title))
      }
    }

    /// The cleanup the app runs now and then: read articles go.
    func removeReadArticles() throws {
      let read = try modelContext.fetch(FetchDescriptor<Article>(predicate: #Predicate { $0.isRead }))
      for article in read {
        modelContext.delete(article)
      }
      try modelContext.save()
    }
  }

  /// The reading list: a query over the environment's context, and the two jobs.
  struct ReadingList: View {
    let importer: FeedImporter
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Article.title) private var articles: [Article]

    var body: some View {
      VStack {
        Text("Articles: \(articles.count)")
        List(articles) { article in
          Text(article.title)
        }
        Button("Refresh") {
          Task {
            await importer.importLatest()
            // BUG: this saves the view's context, which holds none of the import.
            try? modelContext.save()
          }
        }
        Button("Clean Up") {
          Task { try? await importer.removeReadArticles() }
        }
      }
    }
  }
}
