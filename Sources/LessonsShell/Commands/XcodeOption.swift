import StateRuntime

extension OptionSpec {
  /// `--xcode 26|27`: the Xcode release whose SwiftUI the runtime reproduces.
  static let xcode = OptionSpec.value(
    "xcode", kind: .choice(XcodeRelease.allCases.map { "\($0.rawValue)" }),
    help:
      "Reproduce the SwiftUI of this Xcode: 26 (Xcode 26 and earlier) or 27 (default). The toolchain decides when @State evaluates its initial value (27: on iOS 17 / macOS 14 or later)."
  )
}

extension ParsedArguments {
  /// The release `--xcode` names, else the current one.
  var xcode: XcodeRelease {
    option("xcode").flatMap(Int.init).flatMap(XcodeRelease.init(rawValue:)) ?? .current
  }
}
