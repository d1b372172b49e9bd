import StateRuntime

/// A forecast service with fixed delays: a short name (2 letters or fewer)
/// matches many cities and takes 300 ms, a longer one 20 ms. Keep it as it is.
///
/// The wait is on the host's clock (`RuntimeClock`), not the wall, so the
/// lookups finish in the same order on every run however busy the machine
/// is. A cancelled wait throws `CancellationError`, as `Task.sleep` does.
@MainActor
final class WeatherService {
  /// Cities whose forecast arrived, in arrival order.
  private(set) var answered: [String] = []

  /// The forecast for `city`. Throws `CancellationError` if the calling task is cancelled while it waits.
  func forecast(for city: String) async throws -> String {
    guard !city.isEmpty else { return "—" }
    try await RuntimeClock.sleep(for: city.count <= 2 ? .milliseconds(300) : .milliseconds(20))
    answered.append(city)
    return "Sunny in \(city)"
  }
}

/// Looks up the forecast as the user types a city. The lookup belongs to the
/// city: a new city cancels the running lookup, which then writes nothing.
struct WeatherLookup: View {
  let service: WeatherService
  @State private var city = ""
  @State private var forecast = "—"

  var body: some View {
    VStack {
      TextField("City", text: $city)
      Text("Forecast: \(forecast)")
    }
    .task(id: city) {
      do {
        forecast = try await service.forecast(for: city)
      } catch {
        // Cancelled: a newer city owns the forecast.
      }
    }
  }
}
