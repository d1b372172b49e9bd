import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("General")) {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                }
                Section(header: Text("Text"), footer: Text("Between 10 and 24 points.")) {
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24, step: 2)
                }
                Section {
                    SettingsSummary()
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsSummary: View {
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true

    var body: some View {
        Text("\(theme.rawValue) theme, notifications \(notificationsEnabled ? "on" : "off")")
            .font(.footnote)
            .foregroundColor(.secondary)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
