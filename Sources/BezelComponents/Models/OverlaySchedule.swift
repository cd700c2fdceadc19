import Foundation

/// When a loading overlay is visible and how opaque, as a pure function of clock time and the
/// `show` / `hide` calls it received: the state machine behind ``LoadingOverlay``.
///
/// The rules, which hold for any sequence of calls at any timing:
///
/// - `show` is idempotent: while the overlay is waiting, visible or about to hide, another
///   `show` changes nothing except cancelling a pending hide. A `show` during the fade-out
///   fades the overlay back in from where it is.
/// - The overlay appears `graceTime` after the `show`; a `hide` before then means it never
///   appears.
/// - Once visible it stays at least `minimumShowTime`; a `hide` sooner is deferred.
/// - With ``Options/countsShows`` (off by default: the seed's `show` is idempotent), shows
///   are counted for concurrent tasks, as SVProgressHUD's activity count: `n` shows need `n`
///   hides, and only the last hide makes the overlay go (the earlier ones' completions wait
///   for that moment).
/// - Every `hide` completion is called exactly once, when the overlay is gone (at once when it
///   was not showing). A `show` that cancels a pending hide keeps its completions waiting for
///   the next time the overlay goes.
public struct OverlaySchedule: Sendable, Equatable {
  /// Timing options, in seconds.
  public struct Options: Hashable, Sendable {
    /// A `hide` this soon after `show` means the overlay never appears (for quick tasks).
    public var graceTime: Double
    /// Once visible, the overlay stays at least this long.
    public var minimumShowTime: Double
    /// The content fades in over this (the seed's 0.7 s).
    public var fadeInDuration: Double
    /// The whole overlay fades out over this; 0 removes it at once (the seed).
    public var fadeOutDuration: Double
    /// `n` shows need `n` hides (for concurrent tasks); `false` (the seed): one hide is enough.
    public var countsShows: Bool

    public init(
      graceTime: Double = 0, minimumShowTime: Double = 0, fadeInDuration: Double = 0.7,
      fadeOutDuration: Double = 0, countsShows: Bool = false
    ) {
      self.graceTime = graceTime
      self.minimumShowTime = minimumShowTime
      self.fadeInDuration = fadeInDuration
      self.fadeOutDuration = fadeOutDuration
      self.countsShows = countsShows
    }

    /// Non-finite or negative values become 0.
    var sanitized: Options {
      func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
      return Options(
        graceTime: clean(graceTime), minimumShowTime: clean(minimumShowTime),
        fadeInDuration: clean(fadeInDuration), fadeOutDuration: clean(fadeOutDuration),
        countsShows: countsShows)
    }
  }

  /// What the overlay is doing at a moment.
  public enum Phase: Hashable, Sendable {
    /// Not on screen, and not about to be.
    case hidden
    /// Asked to show; waiting out the grace time.
    case waiting
    /// On screen (possibly still fading its content in, or past a deferred `hide`'s request).
    case shown
    /// Going away.
    case fadingOut
  }

  /// A completion the overlay owes: its id and, once known, when it is due.
  public struct Completion: Hashable, Sendable {
    public var id: Int
    public var time: Double
  }

  /// The overall opacity as a straight line from a point, clamped to 0…1.
  struct Ramp: Hashable, Sendable {
    var time: Double
    var value: Double
    var rate: Double
    func value(at t: Double) -> Double { min(1, max(0, value + (t - time) * rate)) }
  }

  struct Presence: Hashable, Sendable {
    var appearAt: Double
    var ramp: Ramp
    /// When a requested hide starts fading, or `nil` when none is requested.
    var hideAt: Double?
    var pending: [Int]
    /// Shows not yet matched by a hide (counted only with `countsShows`).
    var shows = 1
  }

  struct Snapshot: Hashable, Sendable {
    var time: Double
    var presence: Presence?
  }

  public let options: Options
  private var snapshots: [Snapshot] = []
  /// Completions whose time is settled, in order.
  public private(set) var settled: [Completion] = []
  private var nextID = 0

  public init(options: Options = Options()) {
    self.options = options.sanitized
  }

  // MARK: Events

  /// Asks for the overlay at `time`.
  public mutating func show(at time: Double) {
    guard let at = accept(time) else { return }
    settle(through: at)
    var presence = snapshots.last?.presence
    switch phase(of: presence, at: at) {
    case .hidden:
      presence = Presence(
        appearAt: at + options.graceTime, ramp: Ramp(time: at, value: 1, rate: 0), hideAt: nil,
        pending: [])
    case .waiting:
      if options.countsShows { presence?.shows += 1 }
    case .shown:
      if options.countsShows, presence?.hideAt == nil { presence?.shows += 1 }
      presence?.hideAt = nil
    case .fadingOut:
      if var p = presence {
        let rate = options.fadeOutDuration > 0 ? 1 / options.fadeOutDuration : 0
        p.ramp = Ramp(time: at, value: opacity(of: p, at: at), rate: rate)
        p.hideAt = nil
        p.shows = 1
        presence = p
      }
    }
    snapshots.append(Snapshot(time: at, presence: presence))
  }

  /// Asks the overlay to go at `time`; returns the id of the completion this call owes.
  @discardableResult
  public mutating func hide(at time: Double) -> Int {
    let id = nextID
    nextID += 1
    let at = accept(time) ?? snapshots.last?.time ?? 0
    settle(through: at)
    var presence = snapshots.last?.presence
    let phase = phase(of: presence, at: at)
    if options.countsShows, phase == .waiting || (phase == .shown && presence?.hideAt == nil),
      let p = presence, p.shows > 1
    {
      // Another task still wants the overlay: this hide only lowers the count.
      presence?.shows -= 1
      presence?.pending.append(id)
      snapshots.append(Snapshot(time: at, presence: presence))
      return id
    }
    switch phase {
    case .hidden:
      settled.append(Completion(id: id, time: at))
    case .waiting:
      for pendingID in presence?.pending ?? [] {
        settled.append(Completion(id: pendingID, time: at))
      }
      settled.append(Completion(id: id, time: at))
      presence = nil
    case .shown, .fadingOut:
      if var p = presence {
        if p.hideAt == nil { p.hideAt = max(at, p.appearAt + options.minimumShowTime) }
        p.pending.append(id)
        presence = p
      }
    }
    snapshots.append(Snapshot(time: at, presence: presence))
    settle(through: at)
    return id
  }

  /// Events arrive in clock order; an earlier time is held at the last event's.
  private func accept(_ time: Double) -> Double? {
    guard time.isFinite else { return nil }
    return max(time, snapshots.last?.time ?? time)
  }

  /// Moves the completions of a hide that has finished by `time` to ``settled``.
  private mutating func settle(through time: Double) {
    guard let last = snapshots.last, var p = last.presence, !p.pending.isEmpty,
      let gone = hiddenAt(p), gone <= time
    else { return }
    for id in p.pending { settled.append(Completion(id: id, time: gone)) }
    p.pending = []
    snapshots[snapshots.count - 1].presence = p
  }

  // MARK: State at a time

  /// Completions due by `time`, in the order they fall due.
  public func completions(through time: Double) -> [Completion] {
    var due = settled.filter { $0.time <= time }
    if let p = snapshots.last?.presence, let gone = hiddenAt(p), gone <= time {
      due += p.pending.map { Completion(id: $0, time: gone) }
    }
    return due
  }

  /// When the overlay goes if nothing else is called, or `nil` when no hide is pending.
  public var pendingHideTime: Double? {
    snapshots.last?.presence.flatMap { hiddenAt($0) }
  }

  public func phase(at time: Double) -> Phase {
    phase(of: presence(at: time), at: time)
  }

  /// Whether the overlay is on screen (and so swallows input) at `time`.
  public func isVisible(at time: Double) -> Bool {
    let phase = phase(at: time)
    return phase == .shown || phase == .fadingOut
  }

  /// The whole overlay's opacity (dim and content): 0 when hidden, 1 when shown, in between
  /// while fading out or back in.
  public func opacity(at time: Double) -> Double {
    guard isVisible(at: time), let p = presence(at: time) else { return 0 }
    return opacity(of: p, at: time)
  }

  /// 0…1: how far the content's fade-in has got (linear; the overlay eases it).
  public func contentFadeFraction(at time: Double) -> Double {
    guard isVisible(at: time), let p = presence(at: time) else { return 0 }
    guard options.fadeInDuration > 0 else { return 1 }
    return min(1, max(0, (time - p.appearAt) / options.fadeInDuration))
  }

  /// When the overlay last appeared, if it is on screen at `time`.
  public func appearTime(at time: Double) -> Double? {
    guard isVisible(at: time) else { return nil }
    return presence(at: time)?.appearAt
  }

  private func presence(at time: Double) -> Presence? {
    var low = 0
    var high = snapshots.count
    while low < high {
      let mid = (low + high) / 2
      if snapshots[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : snapshots[low - 1].presence
  }

  private func phase(of presence: Presence?, at time: Double) -> Phase {
    guard let p = presence else { return .hidden }
    if time < p.appearAt { return .waiting }
    guard let hideAt = p.hideAt else { return .shown }
    if let gone = hiddenAt(p), time >= gone { return .hidden }
    return time >= hideAt ? .fadingOut : .shown
  }

  private func hiddenAt(_ p: Presence) -> Double? {
    guard let hideAt = p.hideAt else { return nil }
    return hideAt + p.ramp.value(at: hideAt) * options.fadeOutDuration
  }

  private func opacity(of p: Presence, at time: Double) -> Double {
    guard let hideAt = p.hideAt, time >= hideAt else { return p.ramp.value(at: time) }
    guard options.fadeOutDuration > 0 else { return 0 }
    let start = p.ramp.value(at: hideAt)
    return min(1, max(0, start - (time - hideAt) / options.fadeOutDuration))
  }
}
