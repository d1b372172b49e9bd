/// Names from Apple's SwiftUI that published code uses, for ``CompileAdvice``.
///
/// Not a list of what the runtime models: a compile error already says a name is
/// missing, and this only tells whether that name is SwiftUI's (worth a note in
/// SwiftUI's terms) or the learner's own (a typo, which the compiler's message covers).
/// Written from Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui):
/// the views, controls, property wrappers, types and view modifiers of its topics.
enum SwiftUIVocabulary {
  /// SwiftUI's types: views, controls, wrappers and the values they take.
  static let types: [String] = [
    // Views, containers, layout.
    "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "TabView", "Tab", "Form",
    "Section", "List", "ScrollView", "ScrollViewReader", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "Grid", "GridRow", "GridItem", "GeometryReader", "GeometryProxy", "ViewThatFits", "ZStack", "HStack",
    "VStack", "Spacer", "Divider", "Group", "GroupBox", "DisclosureGroup", "OutlineGroup", "ControlGroup",
    "LabeledContent", "Label", "Text", "Image", "AsyncImage", "Canvas", "TimelineView", "Color", "Gradient",
    "LinearGradient", "RadialGradient", "AngularGradient", "Rectangle", "RoundedRectangle", "Circle",
    "Capsule", "Ellipse", "Path", "Shape", "ContainerRelativeShape", "ProgressView", "Gauge", "Table",
    "TableColumn", "ContentUnavailableView", "ShareLink", "Link", "Menu", "EmptyView", "AnyView",
    // Controls.
    "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Stepper", "Slider", "Picker",
    "DatePicker", "ColorPicker", "MultiDatePicker", "EditButton", "PasteButton", "RenameButton",
    // Presentation.
    "Alert", "ActionSheet", "ConfirmationDialog",
    // Property wrappers and environment.
    "State", "Binding", "Bindable", "Environment", "EnvironmentObject", "StateObject", "ObservedObject",
    "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "GestureState", "Namespace",
    "ScaledMetric", "FetchRequest", "Query", "EnvironmentValues", "EnvironmentKey",
    // Values.
    "Angle", "UnitPoint", "Edge", "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "Font", "ColorScheme", "DynamicTypeSize", "ContentMode", "Visibility", "ToolbarItem",
    "ToolbarItemGroup", "ToolbarItemPlacement", "ButtonRole", "Animation", "AnyTransition", "Transaction",
    "PresentationDetent", "DismissAction", "OpenURLAction", "EditMode", "PresentationMode",
    "TextFieldStyle", "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "PickerStyle",
    "SegmentedPickerStyle", "ListStyle", "InsetGroupedListStyle", "ButtonStyle", "BorderedButtonStyle",
    "FormStyle", "GroupedFormStyle", "TapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
    "RotateGesture", "App", "Scene", "WindowGroup", "PreviewProvider",
  ]

  /// SwiftUI's view modifiers and the members published code calls on its types.
  static let members: [String] = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "toolbar", "toolbarItem",
    "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationTitle", "navigationBarItems",
    "navigationBarHidden", "navigationBarBackButtonHidden", "navigationDestination", "searchable",
    "onSubmit", "submitLabel", "refreshable", "swipeActions", "contextMenu", "alert", "confirmationDialog",
    "actionSheet", "sheet", "fullScreenCover", "popover", "inspector", "presentationDetents",
    "interactiveDismissDisabled", "tabItem", "tag", "badge", "listRowBackground", "listRowInsets",
    "listRowSeparator", "listStyle", "pickerStyle", "textFieldStyle", "buttonStyle", "toggleStyle",
    "formStyle", "labelStyle", "tint", "accentColor", "cornerRadius", "clipShape", "clipped", "mask",
    "shadow", "border", "overlay", "background", "offset", "position", "rotationEffect", "rotation3DEffect",
    "scaleEffect", "blur", "brightness", "saturation", "grayscale", "resizable", "aspectRatio",
    "scaledToFit", "scaledToFill", "renderingMode", "symbolRenderingMode", "imageScale", "fixedSize",
    "layoutPriority", "frame", "padding", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset",
    "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "textCase", "kerning", "tracking",
    "underline", "strikethrough", "fontWeight", "fontDesign", "dynamicTypeSize", "keyboardType",
    "textContentType", "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled",
    "disableAutocorrection", "focused", "onKeyPress", "onHover", "onDrag", "onDrop", "draggable",
    "dropDestination", "matchedGeometryEffect", "animation", "transition", "contentTransition",
    "onReceive", "onOpenURL", "onContinueUserActivity", "environment", "environmentObject", "preference",
    "onPreferenceChange", "coordinateSpace", "accessibilityLabel", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityHidden", "help", "keyboardShortcut", "labelsHidden",
    "controlSize", "redacted", "privacySensitive", "presentationMode", "dismiss", "colorScheme",
    "editMode", "horizontalSizeClass", "verticalSizeClass", "scenePhase", "openURL", "isPresented",
    "isSearching", "roundedBorder", "segmented", "insetGrouped", "grouped", "bordered", "borderedProminent",
    "plain", "automatic", "sizeThatFits",
  ]

  /// Every name, for membership tests.
  static let names: Set<String> = Set(types + members)

  /// The spelling the runtime models that does the same job, where it has one.
  static let nearestSupported: [String: String] = [
    "accentColor": "`.tint(_:)`",
    "edgesIgnoringSafeArea": "none (layout is not modelled; remove it)",
    "actionSheet": "`.confirmationDialog(title, isPresented:) { buttons }` (actionSheet is deprecated)",
  ]
}
