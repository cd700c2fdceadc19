import Foundation

extension Path {
  /// Hashes the elements as one 64-bit digest of their coordinates' bit patterns.
  ///
  /// Caches key kept coverage by path, so a frame hashes every path it draws; the
  /// synthesised hash fed each coordinate through SipHash on its own, about 40 instructions
  /// a number (a quarter of some frames). Mixing the numbers first and giving the hasher one
  /// word keeps the contract: equal paths have equal elements, equal coordinates have equal
  /// bit patterns once zero's sign is dropped (`-0.0 == 0.0`), so they hash alike.
  ///
  /// - Complexity: O(*n*) in the number of elements, a multiply and a rotate per coordinate.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements.count)
    hasher.combine(coordinateDigest)
  }

  /// A digest of every element's kind and coordinates (see ``hash(into:)``).
  package var coordinateDigest: UInt64 {
    var mixer = DigestMixer()
    mix(into: &mixer)
    return mixer.digest
  }

  /// Mixes every element's kind and coordinates into `mixer`.
  package func mix(into mixer: inout DigestMixer) {
    @inline(__always) func mix(_ point: CGPoint) {
      mixer.mix(Double(point.x))
      mixer.mix(Double(point.y))
    }
    for element in elements {
      switch element {
      case .move(let p):
        mixer.mix(1 as UInt64)
        mix(p)
      case .line(let p):
        mixer.mix(2 as UInt64)
        mix(p)
      case .quadCurve(let p, let c):
        mixer.mix(3 as UInt64)
        mix(p)
        mix(c)
      case .curve(let p, let c1, let c2):
        mixer.mix(4 as UInt64)
        mix(p)
        mix(c1)
        mix(c2)
      case .closeSubpath:
        mixer.mix(5 as UInt64)
      }
    }
  }
}
