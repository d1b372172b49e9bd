import Foundation
import StateRuntime

extension QueryRefresh.Fixed {
  /// Downloads the feed and imports it off the main actor, in a context of its own.
  ///
  /// FIX: the import saves the context it inserted into. A context you make does not
  /// autosave; its `save()` writes the inserts to the store, and the container merges
  /// them into the main context, whose queries fetch again.
  @ModelActor
  actor FeedImporter {
    func importLatest() throws {
      for title in Feed.latest {
        modelContext.insert(Article(title: title))
      }
      if modelContext.hasChanges {
        try modelContext.save()
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
    @Query(sort: \Article.title) private var articles: [Article]

    var body: some View {
      VStack {
        Text("Articles: \(articles.count)")
        List(articles) { article in
          Text(article.title)
        }
        Button("Refresh") {
          Task { try? await importer.importLatest() }
        }
        Button("Clean Up") {
          Task { try? await importer.removeReadArticles() }
        }
      }
    }
  }
}
