import SwiftUI

struct Article: Identifiable {
    let id: Int
    let headline: String
}

@MainActor
class NewsViewModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    private var loads = 0

    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 50_000_000)
        loads += 1
        articles = (1...3).map { Article(id: $0, headline: "Story \($0), load \(loads)") }
        isLoading = false
    }
}

struct NewsView: View {
    @StateObject private var viewModel = NewsViewModel()

    var body: some View {
        NavigationView {
            Group {
                if viewModel.isLoading && viewModel.articles.isEmpty {
                    ProgressView("Loading…")
                } else {
                    List(viewModel.articles) { article in
                        Text(article.headline)
                    }
                    .refreshable {
                        await viewModel.load()
                    }
                }
            }
            .navigationTitle("News")
            .task {
                await viewModel.load()
            }
            .toolbar {
                Button("Reload") {
                    Task {
                        await viewModel.load()
                    }
                }
            }
        }
    }
}

struct NewsView_Previews: PreviewProvider {
    static var previews: some View {
        NewsView()
    }
}
