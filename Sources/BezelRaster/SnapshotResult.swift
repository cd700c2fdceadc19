import Foundation

/// The outcome of ``Snapshot/compare(_:reference:tolerance:)``.
public struct SnapshotResult: Sendable, CustomStringConvertible {
  public enum Outcome: Hashable, Sendable {
    /// Within tolerance of the reference.
    case matched
    /// `BEZEL_RECORD_SNAPSHOTS=1` was set and the reference was (re)written.
    case recorded
    /// No reference file exists (and recording is off).
    case missingReference
    /// The sizes differ.
    case sizeMismatch
    /// Too many pixels differ.
    case different
    /// The reference could not be read or the bitmap could not be written.
    case failed
  }

  public var outcome: Outcome
  /// The reference's location.
  public var reference: URL
  /// Pixels over the channel threshold, and how many there are in all.
  public var differingPixels: Int
  public var totalPixels: Int
  /// The largest channel difference seen.
  public var maximumChannelDifference: Int
  /// A sentence for a test failure, naming the files to look at.
  public var message: String

  /// True for ``Outcome/matched`` and ``Outcome/recorded``.
  public var passed: Bool { outcome == .matched || outcome == .recorded }

  public var description: String { message }
}
