import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searches = 0

    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [fruits] query in
                query.isEmpty ? [] : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .sink { [weak self] results in
                self?.searches += 1
                self?.results = results
            }
            .store(in: &cancellables)
    }
}
