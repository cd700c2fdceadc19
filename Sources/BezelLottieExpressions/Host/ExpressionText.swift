/// A text layer's document as expressions see it: its text, and which of the layer's keyframed
/// documents (font, size, colours) it is shown with.
package struct ExpressionText: Sendable, Hashable {
  package var text: String
  /// The position of the document in the layer's document keyframes.
  package var document: Int

  package init(text: String, document: Int) {
    self.text = text
    self.document = document
  }
}
