// The styles by their type names, as code written before iOS 15's static members spells them:
// `.pickerStyle(SegmentedPickerStyle())`, `.textFieldStyle(RoundedBorderTextFieldStyle())`.
// Accepted and ignored, as the named styles in StyleModifiers.swift are (nothing is drawn).

/// SwiftUI's `DefaultTextFieldStyle`; accepted and ignored.
public struct DefaultTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// SwiftUI's `PlainTextFieldStyle`; accepted and ignored.
public struct PlainTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// SwiftUI's `RoundedBorderTextFieldStyle`; accepted and ignored.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable {
  public init() {}
}

/// SwiftUI's `DefaultPickerStyle`; accepted and ignored.
public struct DefaultPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `SegmentedPickerStyle`; accepted and ignored.
public struct SegmentedPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `MenuPickerStyle`; accepted and ignored.
public struct MenuPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `WheelPickerStyle`; accepted and ignored.
public struct WheelPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `InlinePickerStyle`; accepted and ignored.
public struct InlinePickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `NavigationLinkPickerStyle`; accepted and ignored.
public struct NavigationLinkPickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `PalettePickerStyle`; accepted and ignored.
public struct PalettePickerStyle: PickerStyle, Hashable {
  public init() {}
}

/// SwiftUI's `DefaultListStyle`; accepted and ignored.
public struct DefaultListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `PlainListStyle`; accepted and ignored.
public struct PlainListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `GroupedListStyle`; accepted and ignored.
public struct GroupedListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `InsetListStyle`; accepted and ignored.
public struct InsetListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `InsetGroupedListStyle`; accepted and ignored.
public struct InsetGroupedListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `SidebarListStyle`; accepted and ignored.
public struct SidebarListStyle: ListStyle, Hashable {
  public init() {}
}

/// SwiftUI's `DefaultButtonStyle`; accepted and ignored.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// SwiftUI's `PlainButtonStyle`; accepted and ignored.
public struct PlainButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// SwiftUI's `BorderedButtonStyle`; accepted and ignored.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// SwiftUI's `BorderedProminentButtonStyle`; accepted and ignored.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// SwiftUI's `BorderlessButtonStyle`; accepted and ignored.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable {
  public init() {}
}

/// SwiftUI's `AutomaticFormStyle`; accepted and ignored.
public struct AutomaticFormStyle: FormStyle, Hashable {
  public init() {}
}

/// SwiftUI's `GroupedFormStyle`; accepted and ignored.
public struct GroupedFormStyle: FormStyle, Hashable {
  public init() {}
}

/// SwiftUI's `ColumnsFormStyle`; accepted and ignored.
public struct ColumnsFormStyle: FormStyle, Hashable {
  public init() {}
}
