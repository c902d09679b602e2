#if os(Linux)
import Foundation
import Glibc
import Synchronization

/// Linux inotify, one watch per folder, added recursively (also for folders created later).
/// When the kernel runs out of watches it hands over to a `PollingWatcher`.
final class InotifyWatcher: FileWatcher {
    struct Unavailable: Error { var errno: Int32 }

    private let descriptor: Int32
    private let stopped = Atomic(false)
    private let fallback = Mutex<PollingWatcher?>(nil)

    private static let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_DELETE_SELF
        | IN_MOVED_FROM | IN_MOVED_TO | IN_MOVE_SELF)

    init(_ folders: [URL], onChange: @escaping @Sendable () -> Void) throws {
        descriptor = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard descriptor >= 0 else { throw Unavailable(errno: errno) }
        var watches = Watches()
        for folder in folders {
            let added = FileManager.default.fileExists(atPath: folder.path)
                ? watches.add(recursively: folder.path, descriptor: descriptor)
                : watches.await(folder, descriptor: descriptor)
            guard added else {
                close(descriptor)
                throw Unavailable(errno: errno)
            }
        }
        let initial = watches
        let thread = Thread { [self] in loop(initial, folders: folders, onChange: onChange) }
        thread.name = "tabula inotify"
        thread.start()
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
        fallback.withLock { $0?.stop() }
    }

    /// The watch descriptors and the folder each one watches.
    private struct Watches {
        var folders: [Int32: String] = [:]
        /// Parents of watched folders that do not exist yet: their path and the awaited names.
        var parents: [Int32: (path: String, names: Set<String>)] = [:]

        /// Watches the parent of a missing folder, to start watching the folder once it appears.
        mutating func await(_ folder: URL, descriptor: Int32) -> Bool {
            let parent = folder.deletingLastPathComponent().path
            let watch = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR))
            guard watch >= 0 else { return errno == ENOENT }
            parents[watch, default: (parent, [])].names.insert(folder.lastPathComponent)
            return true
        }

        /// False when the kernel refuses a watch (usually ENOSPC: out of watches).
        mutating func add(recursively folder: String, descriptor: Int32) -> Bool {
            let watch = inotify_add_watch(descriptor, folder, InotifyWatcher.mask)
            guard watch >= 0 else { return errno == ENOENT }
            folders[watch] = folder
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for child in children {
                var isFolder: ObjCBool = false
                let path = folder + "/" + child
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                   !add(recursively: path, descriptor: descriptor) { return false }
            }
            return true
        }
    }

    private func loop(_ initial: Watches, folders: [URL], onChange: @escaping @Sendable () -> Void) {
        var watches = initial
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        defer { close(descriptor) }
        while !stopped.load(ordering: .relaxed) {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var changed = false
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<(nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + length
                let awaited = watches.parents[watch]
                if let awaited, !awaited.names.contains(name) { continue }
                changed = true
                if mask & UInt32(IN_IGNORED) != 0 { watches.folders[watch] = nil }
                guard mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                      let parent = awaited?.path ?? watches.folders[watch] else { continue }
                if !watches.add(recursively: parent + "/" + name, descriptor: descriptor) {
                    fallback.withLock { $0 = PollingWatcher(folders, onChange: onChange) }
                    onChange()
                    return
                }
            }
            if changed { onChange() }
        }
    }
}
#endif
