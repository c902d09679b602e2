import Foundation
import Testing
@testable import TabulaCore
import TabulaTestSupport

/// Listing the output folder from what the last build recorded gives what a full walk gives,
/// whatever changed in it since.
@Suite struct FileTreeTests {
    let manager = FileManager.default

    /// A folder of `files` (paths under it), each holding its path.
    func makeTree(_ root: URL, _ files: [String]) throws {
        for file in files {
            let url = root.appendingPathComponent(file)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
    }

    func record(_ root: String) throws -> FileTree.Recorded {
        let listing = FileTree.walk(root)
        let files = Dictionary(uniqueKeysWithValues: listing.files.map { ($0, OutputStamp(size: 0, modified: 0)) })
        return FileTree.Recorded(files: files.keys, folders: try #require(FileTree.folderStamps(root, files: listing.files)))
    }

    func same(_ a: FileTree.Listing, _ b: FileTree.Listing) -> Bool {
        Set(a.files) == Set(b.files) && Set(a.folders) == Set(b.folders) && a.files.count == b.files.count && a.folders.count == b.folders.count
    }

    /// Names of every length up to the file system's 255 bytes are read whole, and only up
    /// to their end (`FolderEntries`).
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let root = try TemporaryFolder()
        let names = (1...255).map { length in String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "") }
        for name in names { try Data().write(to: root.url.appendingPathComponent(name)) }
        let read = try #require(FolderEntries.read(root.url.path)).map { String(decoding: $0.name, as: UTF8.self) }
        #expect(Set(read) == Set(names + [".", ".."]))
    }

    /// `mkdir -p`: what is missing is made and named, outermost first; a file in the way fails.
    @Test func foldersAreMadeWhereMissing() throws {
        let root = try TemporaryFolder()
        let path = root.url.path
        #expect(try OutputFile.makeFolders(path + "/a/b/c") == [path + "/a", path + "/a/b", path + "/a/b/c"])
        #expect(try OutputFile.makeFolders(path + "/a/b/d") == [path + "/a/b/d"])
        #expect(try OutputFile.makeFolders(path + "/a/b") == [])
        try Data().write(to: root.url.appendingPathComponent("f"))
        let error = #expect(throws: FileWriteError.self) { try OutputFile.makeFolders(path + "/f/g") }
        #expect(error?.code == ENOTDIR)
        var isFolder: ObjCBool = false
        #expect(manager.fileExists(atPath: path + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func anUnchangedFolderIsListedAsRecorded() throws {
        let root = try TemporaryFolder()
        try makeTree(root.url, ["index.html", "a/index.html", "a/b/index.html", "c/index.html"])
        let recorded = try record(root.url.path)
        let (listing, unchanged) = FileTree.walk(root.url.path, recorded: recorded)
        #expect(listing == nil)  // exactly the recorded one
        #expect(same(recorded.listing, FileTree.walk(root.url.path)))
        #expect(unchanged.count == recorded.folders.count)
    }

    /// Random trees, random changes after the record (files and folders added, removed, or
    /// put in each other's place): the listing is the full walk's, and no changed folder
    /// counts as unchanged.
    @Test func whateverChangedTheListingIsTheWalks() throws {
        var random = SeededRandom(seed: 11)
        let names = ["a", "b", "c", "index.html", "2.html", "x.json"]
        func randomPath() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in names.randomElement(using: &random)! }.joined(separator: "/")
        }
        for _ in 0..<60 {
            let root = try TemporaryFolder()
            let path = root.url.path
            // Paths where one is not a folder of another.
            var files: [String] = []
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                let candidate = randomPath()
                if files.allSatisfy({ !$0.hasPrefix(candidate + "/") && !candidate.hasPrefix($0 + "/") && $0 != candidate }) { files.append(candidate) }
            }
            try makeTree(root.url, files)
            let recorded = try record(path)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let listing = FileTree.walk(path)
                let entries = listing.files + listing.folders
                switch Int.random(in: 0..<4, using: &random) {
                case 0:  // a file or folder removed
                    if let gone = entries.randomElement(using: &random) { try? manager.removeItem(at: root.url.appendingPathComponent(gone)) }
                case 1:  // a file added where there is room for it
                    try? makeTree(root.url, [randomPath()])
                case 2:  // a folder of files added inside an existing folder
                    let base = listing.folders.randomElement(using: &random).map { $0 + "/" } ?? ""
                    try? makeTree(root.url, [base + "new/" + randomPath()])
                default:  // a file put in a folder's place, or a folder in a file's
                    if let target = entries.randomElement(using: &random) {
                        try? manager.removeItem(at: root.url.appendingPathComponent(target))
                        try? makeTree(root.url, listing.files.contains(target) ? [target + "/index.html"] : [target])
                    }
                }
            }
            let walked = FileTree.walk(path)
            let (listing, unchanged) = FileTree.walk(path, recorded: recorded)
            #expect(same(listing ?? recorded.listing, walked), "\(files)")
            let output = OpenFolder(path)
            for (folder, stamp) in unchanged {
                #expect(output.stamp(folder) == stamp)
            }
        }
    }
}
