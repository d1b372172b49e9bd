import StateRuntime

extension XcodeRelease: OptionValue {
  /// `--xcode 26|27`: the choices, for validation and completion.
  static let optionKind = ArgumentKind.choice(XcodeRelease.allCases.map { "\($0.rawValue)" })

  /// The help line of an `xcode` option: the Xcode release whose SwiftUI the runtime reproduces.
  static let optionHelp =
    "Reproduce the SwiftUI of this Xcode: 26 (Xcode 26 and earlier) or 27 (default). The toolchain decides when @State evaluates its initial value (27: on iOS 17 / macOS 14 or later)."

  /// The release named by the last value given, else the current one.
  package init(optionValues: [String]) {
    self = optionValues.last.flatMap(Int.init).flatMap(XcodeRelease.init(rawValue:)) ?? .current
  }
}
