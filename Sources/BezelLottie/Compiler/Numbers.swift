/// Gradient stops as Lottie stores them: colour stops then opacity stops, flat.
struct Numbers: Hashable, Sendable {
  var values: [Double]
}
