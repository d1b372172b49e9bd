import SwiftUI

struct ProgressMeter: View {
  let progress: Double

  var body: some View {
    GeometryReader { geometry in
      VStack(alignment: .leading) {
        Text("Filled \(Int(geometry.size.width * progress)) of \(Int(geometry.size.width)) points")
        Color.accentColor
          .frame(width: geometry.size.width * progress, height: 8)
        Image(systemName: "arrow.right")
          .rotationEffect(.degrees(progress * 90))
          .offset(x: geometry.size.width * progress)
      }
    }
  }
}

struct DownloadView: View {
  @State private var progress = 0.25

  var body: some View {
    VStack {
      ProgressMeter(progress: progress)
      Button("Half") { progress = 0.5 }
    }
  }
}
