/*
 * box.h: the inside of an isolated run, as IOI's isolate and DOMjudge's
 * runguard build it, with what Linux gives and no package.  For
 * tools/core/sandbox.c.
 *
 * Namespaces of its own: user, mount, PID, network (a loopback that is
 * down), IPC, UTS and cgroup.  A root of its own, a read-only tmpfs:
 *
 *   /usr, /bin, /sbin, /lib*   the system's, read-only (links where the
 *                              system has links)
 *   /etc                       ld.so.cache and alternatives/ only
 *   /dev                       null, zero (not in a one-process box:
 *                              box_filter()), random, urandom; fd, stdin,
 *                              stdout, stderr as links into /proc/self
 *   /proc                      of the run's PID namespace: its processes
 *                              (read-only)
 *   /box                       the program's folder, its cwd, HOME and
 *                              TMPDIR: a tmpfs of its own (or the
 *                              caller's folder, for a compiler)
 *   /tmp                       a link to /box
 *
 * and nothing else: not the project, not any checkout, not the caller's
 * home, not /tmp, not another run.  Its input (a file) and the program
 * come as sealed copies in memory (sandbox.c), so that no path of the
 * caller's shows, /proc/self/mountinfo included: they read
 * "/memfd:input (deleted)" and "/memfd:program (deleted)".  The program
 * is nobody outside (the caller, when that is not root) and root with no
 * capability inside, in a session of its own with no terminal, with
 * descriptors 0, 1 and 2 only, a fixed environment and a session keyring
 * of its own; a syscall filter (box_filter()) refuses new namespaces,
 * mounts, keyrings, io_uring and pushing bytes into a terminal.  What it
 * can still see is the machine's: the kernel (uname, /proc/cmdline,
 * /proc/version), the load and uptime, the boot id, the CPUs and memory
 * /proc shows, and its own cgroup's name.
 */
#ifndef BOX_H
#define BOX_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <grp.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>

#define BOX_ROOT "/tmp"		/* where the new root is built: any folder */
/* files in the program's folder at most: an inode and its name are
 * kernel memory no block count shows */
#define BOX_INODES 1024

static void box_die(const char *what);	/* the caller's: never returns */

static void box_mkdir(const char *path)
{
	if (mkdir(path, 0755) != 0 && errno != EEXIST)
		box_die(path);
}

/* An empty file to mount a file on. */
static void box_touch(const char *path)
{
	int fd = open(path, O_WRONLY | O_CREAT, 0644);

	if (fd < 0)
		box_die(path);
	close(fd);
}

/* Makes the mount at path, and those below it, read-only. */
static void box_read_only(const char *path)
{
	struct {
		uint64_t attr_set, attr_clr, propagation, userns_fd;
	} attr = {1 /* MOUNT_ATTR_RDONLY */, 0, 0, 0};

#ifdef SYS_mount_setattr
	if (syscall(SYS_mount_setattr, AT_FDCWD, path,
		    0x8000 /* AT_RECURSIVE */, &attr, sizeof attr) != 0)
#endif
		box_die("mount_setattr (Linux 5.12 or later)");
}

/* The host's path bound at the same place below the new root, read-only:
 * a folder, a file or a device; a link made again as the same link; an
 * absent path left out. */
static void box_bind(const char *path)
{
	char inside[PATH_MAX], target[PATH_MAX];
	struct stat st;
	ssize_t n;

	if (lstat(path, &st) != 0)
		return;
	snprintf(inside, sizeof inside, "%s%s", BOX_ROOT, path);
	if (S_ISLNK(st.st_mode)) {
		if ((n = readlink(path, target, sizeof target - 1)) < 0)
			box_die(path);
		target[n] = '\0';
		if (symlink(target, inside) != 0)
			box_die(inside);
		return;
	}
	if (S_ISDIR(st.st_mode))
		box_mkdir(inside);
	else
		box_touch(inside);
	if (mount(path, inside, NULL, MS_BIND | MS_REC, NULL) != 0)
		box_die(inside);
	box_read_only(inside);
}

static void box_link(const char *target, const char *path)
{
	if (symlink(target, path) != 0)
		box_die(path);
}

/* The new root at BOX_ROOT (see the top): the program's folder a tmpfs
 * of box_mib, or the folder open as keep_fd (>= 0), bound as it is;
 * one_process (see box_filter()), no /dev/zero.
 * Called in the new mount namespace while the host's files are still
 * there to bind. */
static void box_build(long box_mib, int keep_fd, int one_process)
{
	static const char *const system[] = {
		"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
		"/etc/ld.so.cache", "/etc/alternatives", "/dev/null",
		"/dev/random", "/dev/urandom", "/dev/zero"	/* last */
	};
	char size[64], keep[64];
	unsigned i;

	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
		box_die("mount private");
	if (mount("box", BOX_ROOT, "tmpfs", MS_NOSUID, "size=1m,mode=0755"))
		box_die("mount the new root");
	box_mkdir(BOX_ROOT "/etc");
	box_mkdir(BOX_ROOT "/dev");
	box_mkdir(BOX_ROOT "/proc");
	box_mkdir(BOX_ROOT "/box");
	/* one_process: no /dev/zero, whose shared mappings are memory no
	 * count sees (box_filter) */
	for (i = 0; i < sizeof system / sizeof *system - one_process; i++)
		box_bind(system[i]);
	box_link("/proc/self/fd", BOX_ROOT "/dev/fd");
	box_link("/proc/self/fd/0", BOX_ROOT "/dev/stdin");
	box_link("/proc/self/fd/1", BOX_ROOT "/dev/stdout");
	box_link("/proc/self/fd/2", BOX_ROOT "/dev/stderr");
	box_link("box", BOX_ROOT "/tmp");
	snprintf(size, sizeof size, "size=%ldm,nr_inodes=%d,mode=0777",
		 box_mib, BOX_INODES);
	snprintf(keep, sizeof keep, "/proc/self/fd/%d", keep_fd);
	if (keep_fd >= 0 ? mount(keep, BOX_ROOT "/box", NULL, MS_BIND, NULL)
	    : mount("box", BOX_ROOT "/box", "tmpfs", MS_NOSUID, size))
		box_die("mount /box");
	if (mount(NULL, BOX_ROOT, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID,
		  NULL) != 0)
		box_die("read-only root");
}

/* In PID 1 of the new namespace: its /proc (mounted while the host's
 * still shows, which the kernel asks of a user namespace), read-only, so
 * that no file of it can be written: not clear_refs, whose "5" resets
 * the peak resident set a run without a cgroup is measured by (nor
 * oom_score_adj, comm and the like); then the new root becomes / and the
 * host's is let go. */
static void box_enter(void)
{
	if (mount("proc", BOX_ROOT "/proc", "proc", MS_RDONLY | MS_NOSUID
		  | MS_NODEV | MS_NOEXEC, NULL) != 0)
		box_die("mount /proc");
	if (chdir(BOX_ROOT) != 0
	    || syscall(SYS_pivot_root, ".", ".") != 0
	    || umount2(".", MNT_DETACH) != 0 || chdir("/box") != 0)
		box_die("pivot_root");
}

/* No capability left, none to regain by exec, no new privileges. */
static void box_drop_capabilities(void)
{
	struct __user_cap_header_struct head = {
		_LINUX_CAPABILITY_VERSION_3, 0
	};
	struct __user_cap_data_struct none[2];
	int cap;

	memset(none, 0, sizeof none);
	if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED
		  | SECBIT_NO_SETUID_FIXUP | SECBIT_NO_SETUID_FIXUP_LOCKED
		  | SECBIT_KEEP_CAPS_LOCKED) != 0)
		box_die("securebits");
	for (cap = 0; cap <= CAP_LAST_CAP; cap++)
		prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
	if (syscall(SYS_capset, &head, none) != 0
	    || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		box_die("capset");
}

#if defined(__x86_64__)
#define BOX_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define BOX_ARCH AUDIT_ARCH_AARCH64
#endif

#ifdef BOX_ARCH
#define BOX_LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, \
	offsetof(struct seccomp_data, field))
#define BOX_ARG_LOW(i) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, \
	offsetof(struct seccomp_data, args[i]))	/* little-endian: low half */
#define BOX_RETURN(nr, action) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), \
	0, 1), BPF_STMT(BPF_RET | BPF_K, (action))
#define BOX_REFUSE(nr) BOX_RETURN(nr, SECCOMP_RET_ERRNO | EPERM)
#define BOX_ENOSYS(nr) BOX_RETURN(nr, SECCOMP_RET_ERRNO | ENOSYS)
/* one_process: the call kills the run; else a number no call has, and
 * the rules after it decide */
#define BOX_UNCOUNTED(nr) BOX_RETURN(one_process ? (nr) : 0xffffffffU, \
	SECCOMP_RET_KILL_PROCESS)
#define BOX_ALLOW BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)

/* The syscall filter: refuses what would leave the box or reach past
 * it: new namespaces (unshare, setns, clone with a CLONE_NEW* flag;
 * clone3, whose flags a filter cannot read, says ENOSYS, and the C
 * library then uses clone), mounts, keyrings, bpf, perf and userfaultfd,
 * io_uring (ENOSYS, as Docker's and Android's filters refuse it: its
 * operations make sockets and open files that no filter sees), TIOCSTI,
 * sockets of any family but Unix, and locks on files (flock, fcntl's
 * F_SETLK and F_OFD_SETLK).  A call of another ABI (i386's int 0x80,
 * x32) is killed: the rules below hold for x86-64's numbers only.
 * ptrace stays (LeakSanitizer traces its own threads): the run's
 * processes are all its own, but PID 1, which is not dumpable.
 *
 * Huge pages (MAP_HUGETLB, MFD_HUGETLB, SHM_HUGETLB) kill the run: no
 * resident set shows them, no memory cgroup is charged for them.
 *
 * one_process (no cgroup counts the run): whatever holds memory outside
 * what we measure of the one process kills the run (SIGSYS): a second
 * process (fork, vfork, clone but of a thread that shares memory and
 * descriptors, BOX_THREAD; such threads stay), epoll (each watch a
 * kernel object, and a closed descriptor's watch stays), memfds, SysV
 * shared memory, message queues and semaphores, POSIX message queues,
 * pipes, named pipes (mknod: a pipe's buffers, and a page vmspliced
 * into one keeps its whole huge page) and sockets (their buffers),
 * inotify and fanotify (their marks, a kernel object for each file
 * watched), extended attributes (tmpfs keeps them in the kernel) and
 * shared anonymous mappings.  What it holds besides is counted from
 * /proc (account.h's group_held_kib()), a peak that only a page let go
 * unseen could lower: madvise's MADV_PAGEOUT and process_madvise kill
 * the run too; its folder (box_build) holds at most BOX_INODES files. */
#define BOX_THREAD (CLONE_THREAD | CLONE_VM | CLONE_FILES)
#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21	/* Linux 5.4; older C libraries lack the name */
#endif
#ifndef MFD_HUGETLB
#define MFD_HUGETLB 4U
#endif
#ifndef SHM_HUGETLB
#define SHM_HUGETLB 04000
#endif
static void box_filter(int one_process)
{
	struct sock_filter code[] = {
		BOX_LOAD(arch),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, BOX_ARCH, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BOX_LOAD(nr),
		BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BOX_ENOSYS(SYS_clone3), BOX_ENOSYS(SYS_io_uring_setup),
		BOX_ENOSYS(SYS_io_uring_enter),
		BOX_ENOSYS(SYS_io_uring_register),
		BOX_REFUSE(SYS_unshare), BOX_REFUSE(SYS_setns),
		BOX_REFUSE(SYS_mount), BOX_REFUSE(SYS_umount2),
		BOX_REFUSE(SYS_pivot_root), BOX_REFUSE(SYS_chroot),
		BOX_REFUSE(SYS_keyctl), BOX_REFUSE(SYS_add_key),
		BOX_REFUSE(SYS_request_key),
		BOX_REFUSE(SYS_open_tree), BOX_REFUSE(SYS_move_mount),
		BOX_REFUSE(SYS_fsopen), BOX_REFUSE(SYS_fsmount),
		BOX_REFUSE(SYS_bpf), BOX_REFUSE(SYS_perf_event_open),
		BOX_REFUSE(SYS_userfaultfd), BOX_REFUSE(SYS_flock),
#ifdef SYS_fork
		BOX_UNCOUNTED(SYS_fork),
		BOX_UNCOUNTED(SYS_vfork),
		BOX_UNCOUNTED(SYS_pipe),
		BOX_UNCOUNTED(SYS_inotify_init),
		BOX_UNCOUNTED(SYS_mknod),
#endif
		BOX_UNCOUNTED(SYS_mknodat),
		BOX_UNCOUNTED(SYS_memfd_create),
#ifdef SYS_memfd_secret
		BOX_UNCOUNTED(SYS_memfd_secret),
#endif
		BOX_UNCOUNTED(SYS_shmget),
		BOX_UNCOUNTED(SYS_msgget),
		BOX_UNCOUNTED(SYS_mq_open),
		BOX_UNCOUNTED(SYS_pipe2),
		BOX_UNCOUNTED(SYS_socket),
		BOX_UNCOUNTED(SYS_socketpair),
		BOX_UNCOUNTED(SYS_inotify_init1),
		BOX_UNCOUNTED(SYS_fanotify_init),
		BOX_UNCOUNTED(SYS_semget),
#ifdef SYS_process_madvise
		BOX_UNCOUNTED(SYS_process_madvise),
#endif
		BOX_UNCOUNTED(SYS_epoll_create1),
#ifdef SYS_epoll_create
		BOX_UNCOUNTED(SYS_epoll_create),
#endif
		BOX_UNCOUNTED(SYS_setxattr), BOX_UNCOUNTED(SYS_lsetxattr),
		BOX_UNCOUNTED(SYS_fsetxattr),
#ifdef SYS_setxattrat
		BOX_UNCOUNTED(SYS_setxattrat),
#endif
		/* memfd_create, shmget: no huge pages (MFD_HUGETLB in the
		 * second argument, SHM_HUGETLB in the third), which neither
		 * a resident set nor a memory cgroup counts */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_memfd_create, 0, 4),
		BOX_ARG_LOW(1),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MFD_HUGETLB, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BOX_ALLOW,
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_shmget, 0, 4),
		BOX_ARG_LOW(2),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, SHM_HUGETLB, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BOX_ALLOW,
		/* mmap: the flags, the fourth argument: no huge pages
		 * (MAP_HUGETLB, as above); one_process, no shared anonymous
		 * memory (its pages outlive their page tables: madvise and
		 * mremap hide them from any count /proc gives; a file's
		 * shared pages are its folder's blocks, or the system's, and
		 * /dev/zero is not there) */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_mmap, 0, 6),
		BOX_ARG_LOW(3),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MAP_HUGETLB, 2, 0),
		BPF_STMT(BPF_ALU | BPF_AND | BPF_K, MAP_SHARED | MAP_ANONYMOUS),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, one_process ? MAP_SHARED
			 | MAP_ANONYMOUS : 0xffffffffU, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BOX_ALLOW,
		/* madvise: the advice, the third argument; one_process, not
		 * MADV_PAGEOUT, which lets pages go unseen by the peak
		 * resident set (a file's, even with no swap) */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, one_process ? SYS_madvise
			 : 0xffffffffU, 0, 4),
		BOX_ARG_LOW(2),
		BOX_RETURN(MADV_PAGEOUT, SECCOMP_RET_KILL_PROCESS),
		BOX_ALLOW,
		/* socket, socketpair: the family, the first argument, Unix
		 * only (netlink queues are memory no cgroup is charged for,
		 * vsock is not in the network namespace) */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 1, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socketpair, 0, 4),
		BOX_ARG_LOW(0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EAFNOSUPPORT),
		BOX_ALLOW,
		/* fcntl: no lock (the command, the second argument) on the
		 * system's files, which other runs and the machine share */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fcntl, 0, 7),
		BOX_ARG_LOW(1),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETLK, 4, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETLKW, 3, 0),
		/* 37, 38: F_OFD_SETLK, F_OFD_SETLKW */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 37, 2, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 38, 1, 0),
		BOX_ALLOW,
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		/* clone: flags are the first argument; with a cgroup, a
		 * process or a thread of no new namespace; one_process, a
		 * thread that shares the descriptors too (BOX_THREAD) */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 7),
		BOX_ARG_LOW(0),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NEWUSER
			 | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET
			 | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP,
			 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
		BPF_STMT(BPF_ALU | BPF_AND | BPF_K, one_process ? BOX_THREAD
			 : 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, one_process ? BOX_THREAD
			 : 0, 0, 1),
		BOX_ALLOW,
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		/* ioctl: the request is the second argument */
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, 3),
		BOX_ARG_LOW(1),
		BOX_REFUSE(TIOCSTI),
		BOX_ALLOW,
		BOX_ALLOW
	};
	struct sock_fprog program = {sizeof code / sizeof *code, code};

	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0)
		box_die("seccomp");
}
#else
static void box_filter(int one_process)
{
	(void)one_process;
	/* another architecture: namespaces and no capability hold it */
}
#endif

/* A session keyring of its own, empty (before the filter refuses
 * keyctl); the user keyring is the user namespace's own (Linux 5.3). */
static void box_new_keyring(void)
{
	if (syscall(SYS_keyctl, 1 /* KEYCTL_JOIN_SESSION_KEYRING */, NULL) < 0)
		box_die("keyctl");
}

#endif
