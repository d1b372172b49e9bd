import SwiftUI

struct ArticleView: View {
    let title: String
    @Environment(\.presentationMode) var presentationMode
    @State private var isBookmarked = false

    var body: some View {
        VStack(spacing: 16) {
            Text(title)
                .font(.title)
            Toggle("Bookmark", isOn: $isBookmarked)
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .padding()
        .navigationBarTitle("Article", displayMode: .inline)
    }
}

struct ReaderView: View {
    @State private var opened = 0

    var body: some View {
        NavigationView {
            VStack {
                Text("Opened \(opened) times")
                Button("Count a visit") {
                    opened += 1
                }
                NavigationLink("Read the article", destination: ArticleView(title: "SwiftUI state"))
            }
            .navigationBarTitle("Reader")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct ReaderView_Previews: PreviewProvider {
    static var previews: some View {
        ReaderView()
    }
}
