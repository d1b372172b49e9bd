// How text is entered: the keyboard, capitalisation, correction and content type. There is
// no keyboard here (the driver types whole values), so these change nothing a learner can
// see; SwiftUI applies them through the environment, which keeps the field's identity, and
// so does the runtime by returning the view itself.

/// The kind of keyboard a field shows (UIKit's, which `import SwiftUI` brings on iOS);
/// accepted and ignored.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a field capitalises what is typed (iOS 15); accepted and ignored.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalisation, for the deprecated `.autocapitalization(_:)`; accepted and ignored.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for autofill (`.emailAddress`, `.password`); accepted and ignored.
public struct UITextContentType: Hashable, Sendable {
  let name: String
  public static let name = UITextContentType(name: "name")
  public static let givenName = UITextContentType(name: "givenName")
  public static let familyName = UITextContentType(name: "familyName")
  public static let emailAddress = UITextContentType(name: "emailAddress")
  public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
  public static let username = UITextContentType(name: "username")
  public static let password = UITextContentType(name: "password")
  public static let newPassword = UITextContentType(name: "newPassword")
  public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
  public static let URL = UITextContentType(name: "URL")
  public static let postalCode = UITextContentType(name: "postalCode")
  public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
}

/// How scrolling dismisses the keyboard; accepted and ignored.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How text is truncated when it does not fit; accepted and ignored.
public enum TruncationMode: Hashable, Sendable {
  case head, tail, middle
}

extension Text {
  /// A case to show text in (`.uppercase`); accepted and ignored.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

extension View {
  /// Sets the keyboard for fields in this view; accepted and ignored (no keyboard here).
  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  /// Sets how fields capitalise typed text; accepted and ignored.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
  /// Sets how fields capitalise typed text (deprecated in iOS 15); accepted and ignored.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
  /// Turns autocorrection off for fields in this view; accepted and ignored.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  /// Turns autocorrection off (deprecated in iOS 16); accepted and ignored.
  public func disableAutocorrection(_ disable: Bool?) -> Self { self }
  /// Says what fields in this view hold, for autofill; accepted and ignored.
  public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
  /// Sets how scrolling dismisses the keyboard; accepted and ignored.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
  /// Hides the labels of controls in this view; accepted and ignored (the driver still
  /// names a control by its label, as VoiceOver still reads it in SwiftUI).
  public func labelsHidden() -> Self { self }
  /// Shows text in this view in a case; accepted and ignored (the text keeps its case).
  public func textCase(_ textCase: Text.Case?) -> Self { self }
  /// Sets how text that does not fit is truncated; accepted and ignored.
  public func truncationMode(_ mode: TruncationMode) -> Self { self }
  /// Lets text shrink to fit; accepted and ignored.
  public func minimumScaleFactor(_ factor: Double) -> Self { self }
  /// Sets the space between lines of text; accepted and ignored.
  public func lineSpacing(_ lineSpacing: Double) -> Self { self }
  /// Sets the space between characters; accepted and ignored.
  public func kerning(_ kerning: Double) -> Self { self }
  /// Sets the space between characters; accepted and ignored.
  public func tracking(_ tracking: Double) -> Self { self }
  /// Underlines text; accepted and ignored.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
  /// Strikes text through; accepted and ignored.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
  /// Lets text be selected and copied; accepted and ignored.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> Self { self }
}

/// Whether text can be selected; accepted and ignored.
public protocol TextSelectability: Sendable {}

/// Text that can or cannot be selected (`.enabled`, `.disabled`).
public struct NamedTextSelectability: TextSelectability, Hashable {
  let name: String
}

extension TextSelectability where Self == NamedTextSelectability {
  public static var enabled: NamedTextSelectability { NamedTextSelectability(name: "enabled") }
  public static var disabled: NamedTextSelectability { NamedTextSelectability(name: "disabled") }
}
