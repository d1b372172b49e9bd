// recall-rule: onChange runs after an update in which the value differs (by ==) from the
// previous update's, with the old and the new value; with initial: true also once on
// appearance. It never sees a write of an equal value, nor the values in between.
import SwiftUI

@MainActor @Observable
final class ServerRoom {
  var temperature = 31
  private(set) var changes: [String] = []

  func changed(from old: Int, to new: Int) { changes.append("\(old) → \(new)") }
}

struct RoomMonitor: View {
  @State private var room = ServerRoom()

  var body: some View {
    VStack {
      Text("Temperature: \(room.temperature)°C")
      Text("Changes: \(room.changes.joined(separator: ", "))")
      Button("Report 31") { room.temperature = 31 }
      Button("Cool down") {
        room.temperature = 24
        room.temperature = 27
      }
    }
    .onChange(of: room.temperature, initial: true) { old, new in
      room.changed(from: old, to: new)
    }
  }
}

#Preview { RoomMonitor() }
