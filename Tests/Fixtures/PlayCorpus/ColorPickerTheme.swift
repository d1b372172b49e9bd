import SwiftUI

struct ThemeSettings: View {
    @State private var accent = Color.blue
    @State private var background = Color.white

    var body: some View {
        Form {
            Section("Colors") {
                ColorPicker("Accent", selection: $accent)
                ColorPicker("Background", selection: $background, supportsOpacity: false)
            }
            Section("Preview") {
                ThemePreview(accent: accent)
                Text("Background is \(background.description)")
            }
        }
    }
}

struct ThemePreview: View {
    let accent: Color

    var body: some View {
        HStack {
            Circle()
                .fill(accent)
                .frame(width: 24, height: 24)
            Text("Accent is \(accent.description)")
        }
    }
}

struct ThemeSettings_Previews: PreviewProvider {
    static var previews: some View {
        ThemeSettings()
    }
}
