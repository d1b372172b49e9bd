extension String {
  /// The text with `&`, `<`, `>` and quotes escaped, for HTML and SVG.
  var markupEscaped: String {
    var result = ""
    for character in self {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
