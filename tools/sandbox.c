/*
 * sandbox: run one program under a judge's limits and report what it used.
 *
 *   sandbox CPU_MS MEM_MIB OUT_MIB IN OUT ERR DIR PROG [ARG...]
 *   sandbox --probe     exit status 0 when runs can be isolated (below)
 *
 * The program runs in a process group of its own with stdin from IN and
 * stdout, stderr to OUT, ERR, in the folder DIR ("-": where sandbox runs),
 * which judges give empty, so a stray file it writes lands there.  Limits:
 *   CPU_MS   CPU time (user + sys); the kernel kills it a second past that
 *   wall     3 x CPU_MS + 200 ms; then the whole group is killed, so a
 *            program that sleeps or blocks cannot hang the judge
 *   MEM_MIB  peak resident memory (0: not judged, as under sanitizers,
 *            which map terabytes of shadow); the address space is held to
 *            2 x MEM_MIB + 64 MiB, a hard stop for a memory hog, and the
 *            stack may grow to MEM_MIB, as on Luogu and Codeforces
 *   OUT_MIB  size of any file written; over it the program gets SIGXFSZ
 * When it ends, for whatever reason, the whole group is killed, and every
 * process it started that left the group (setsid) too: nothing it started
 * is left running.  One line goes to stdout:
 *   VERDICT CODE CPU_MS PEAK_KIB WALL_US
 * by the one rule every tool judges a run by (verdict() below): OLE, MLE,
 * TLE, RE (CODE the signal) or EXIT (ended by itself with status CODE,
 * which with its output is the caller's to judge).  PEAK_KIB is the peak
 * resident set, from getrusage.  Exit status 0 when that line was
 * printed, 2 on a usage or system error.
 *
 * Isolated (on Linux, unless ISOLATE=0 is in the environment), as real
 * judges isolate a run: new user, mount, PID, network, IPC and UTS
 * namespaces.  The program is nobody outside (or the caller's own user,
 * when that is not root) and holds no capability inside, so it cannot
 * undo a mount; every file system is read-only but DIR, a tmpfs of
 * OUT_MIB of its own; the project's tests/, hacks/, dist/, bin/,
 * build/cut/ and build/tests/ are empty (but the one holding PROG); the
 * network is a loopback that is down; it runs as the child of a tiny init
 * (PID 1 of its namespace, whose end ends every process in it), with at
 * most NPROC processes of its user.
 */
#define _GNU_SOURCE
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#ifdef __linux__
#include <limits.h>
#include <sched.h>
#include <stdint.h>
#include <grp.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <linux/capability.h>
#include <linux/securebits.h>
#endif

#include "run.h"

static long cpu_ms, mem_mib, out_mib;

static void limit(int resource, rlim_t value)
{
	struct rlimit r;

	r.rlim_cur = r.rlim_max = value;
	if (setrlimit(resource, &r) != 0)
		run_die("setrlimit");
}

/* In the child: the limits the program runs under. */
static void set_limits(void)
{
	limit(RLIMIT_CPU, (rlim_t)(cpu_ms / 1000 + 1));	/* SIGXCPU */
	if (mem_mib > 0)
		limit(RLIMIT_AS, (rlim_t)(2 * mem_mib + 64) << 20);
	limit(RLIMIT_FSIZE, (rlim_t)out_mib << 20);
	limit(RLIMIT_CORE, 0);
	if (mem_mib > 0) {
		struct rlimit r;
		if (getrlimit(RLIMIT_STACK, &r) != 0)
			run_die("getrlimit");
		r.rlim_cur = (rlim_t)mem_mib << 20;
		if (r.rlim_max != RLIM_INFINITY && r.rlim_cur > r.rlim_max)
			r.rlim_cur = r.rlim_max;
		if (setrlimit(RLIMIT_STACK, &r) != 0)
			run_die("setrlimit");
	}
}


#ifdef __linux__
enum { NPROC = 64 };
static int to_parent[2], to_child[2];	/* the set-up handshake */

/* Writes text to the file path: status 0, or -1. */
static int write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY), ok;

	if (fd < 0)
		return -1;
	ok = write(fd, text, strlen(text)) == (ssize_t)strlen(text);
	close(fd);
	return ok ? 0 : -1;
}

/* In the parent, once the child has its user namespace: maps its root to
 * nobody (or to the caller, who may map only itself), then lets it on. */
static void map_user(pid_t pid)
{
	char path[64], map[64], c = 0;
	unsigned uid = getuid() ? (unsigned)getuid() : 65534;
	unsigned gid = getuid() ? (unsigned)getgid() : 65534;

	close(to_parent[1]);
	close(to_child[0]);
	if (read(to_parent[0], &c, 1) == 1 && c == 'u') {
		snprintf(path, sizeof path, "/proc/%ld/setgroups", (long)pid);
		if (getuid() != 0)	/* else the child drops its groups */
			write_file(path, "deny");
		snprintf(path, sizeof path, "/proc/%ld/uid_map", (long)pid);
		snprintf(map, sizeof map, "0 %u 1\n", uid);
		c = write_file(path, map) == 0 ? 'm' : 'x';
		snprintf(path, sizeof path, "/proc/%ld/gid_map", (long)pid);
		snprintf(map, sizeof map, "0 %u 1\n", gid);
		if (write_file(path, map) != 0)
			c = 'x';
	}
	if (write(to_child[1], &c, 1) != 1)
		run_die("handshake");
	close(to_parent[0]);
	close(to_child[1]);
}

/* Covers path, if it is a folder, with an empty read-only tmpfs. */
static void hide(const char *root, const char *rel, const char *prog)
{
	char path[PATH_MAX];
	size_t n = (size_t)snprintf(path, sizeof path, "%s/%s", root, rel);
	struct stat st;

	if (n >= sizeof path || stat(path, &st) != 0 || !S_ISDIR(st.st_mode)
	    || (strncmp(prog, path, n) == 0 && prog[n] == '/'))
		return;		/* absent, or the program lives there */
	if (mount("none", path, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV
		  | MS_NOEXEC, "size=4k,mode=0") != 0)
		run_die(path);
}

/* The mounts of the run: all read-only, the project's answers hidden,
 * dir a tmpfs of its own. */
static void set_mounts(const char *dir, const char *prog)
{
	static const char *const secret[] = {
		"tests", "hacks", "dist", "bin", "build/cut", "build/tests"
	};
	struct {
		uint64_t attr_set, attr_clr, propagation, userns_fd;
	} read_only = {1, 0, 0, 0};	/* MOUNT_ATTR_RDONLY */
	char self[PATH_MAX], *cut, size[40];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	unsigned i;

	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
		run_die("mount private");
#ifdef SYS_mount_setattr
	if (syscall(SYS_mount_setattr, AT_FDCWD, "/", 0x8000 /* recursive */,
		    &read_only, sizeof read_only) != 0)
		run_die("mount_setattr");
#else
	run_die("no mount_setattr");
#endif
	if (n > 0 && (self[n] = '\0', cut = strstr(self, "/build/tools/")))
		for (*cut = '\0', i = 0; i < sizeof secret / sizeof *secret; i++)
			hide(self, secret[i], prog);
	snprintf(size, sizeof size, "size=%ldm,mode=0777", out_mib);
	if (dir && mount("none", dir, "tmpfs", MS_NOSUID | MS_NODEV, size))
		run_die(dir);
}

/* No capability left, none to regain by exec, no new privileges. */
static void drop_capabilities(void)
{
	struct __user_cap_header_struct head = {_LINUX_CAPABILITY_VERSION_3, 0};
	struct __user_cap_data_struct none[2];
	int cap;

	memset(none, 0, sizeof none);
	if (prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED
		  | SECBIT_NO_SETUID_FIXUP | SECBIT_NO_SETUID_FIXUP_LOCKED
		  | SECBIT_KEEP_CAPS_LOCKED) != 0)
		run_die("securebits");
	for (cap = 0; cap <= CAP_LAST_CAP; cap++)
		prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
	if (syscall(SYS_capset, &head, none) != 0
	    || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		run_die("capset");
}

extern char **environ;
static int prog_fd;	/* the program, opened while the folders let us */

/* PID 1 of the namespace: starts the program, hands its wait status to
 * report, reaps the orphans meanwhile; its end ends them all. */
static void init(char **argv, int report)
{
	int status;
	pid_t prog = fork(), gone;

	if (prog < 0)
		run_die("fork");
	if (prog == 0) {
		close(report);
		drop_capabilities();
		/* from the open file: nobody need not reach its folders */
		syscall(SYS_execveat, prog_fd, "", argv, environ,
			AT_EMPTY_PATH);
		fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	while ((gone = wait(&status)) != prog)
		if (gone < 0 && errno != EINTR)
			run_die("wait");
	if (write(report, &status, sizeof status) != sizeof status)
		_exit(2);
	_exit(0);
}

/* In the child: the namespaces, the handshake, the mounts, then init;
 * ends as the program ended, by the same signal or exit status. */
static void isolate(char **argv, const char *dir)
{
	int report[2], status = 0;
	char c = 0;
	struct rlimit r;
	pid_t pid;
	int root = getuid() == 0;

	close(to_parent[0]);
	close(to_child[1]);
	if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET
		    | CLONE_NEWIPC | CLONE_NEWUTS) != 0)
		run_die("unshare");
	if (write(to_parent[1], "u", 1) != 1 || read(to_child[0], &c, 1) != 1
	    || c != 'm')
		run_die("user mapping");
	set_mounts(dir, argv[0]);
	if (dir && chdir(dir) != 0)	/* while the folders above let us */
		run_die(dir);
	if ((prog_fd = open(argv[0], O_RDONLY)) < 0)
		run_die(argv[0]);
	/* become the mapped user: nobody outside, not root's own ids */
	if ((root && setgroups(0, NULL) != 0) || setresgid(0, 0, 0) != 0
	    || setresuid(0, 0, 0) != 0)
		run_die("setresuid");
	r.rlim_cur = r.rlim_max = NPROC;
	if (setrlimit(RLIMIT_NPROC, &r) != 0 || pipe(report) != 0)
		run_die("nproc");
	if ((pid = fork()) < 0)
		run_die("fork");
	if (pid == 0) {
		close(report[0]);
		init(argv, report[1]);
	}
	close(report[1]);
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	if (read(report[0], &status, sizeof status) != sizeof status)
		run_die("init");
	if (WIFSIGNALED(status)) {
		signal(WTERMSIG(status), SIG_DFL);
		kill(getpid(), WTERMSIG(status));
	}
	_exit(WEXITSTATUS(status));
}

/* Whether runs can be isolated here: one run of /bin/true so. */
static int probe(void)
{
	char *argv[] = {"/bin/true", NULL};
	int status;

	if (pipe(to_parent) != 0 || pipe(to_child) != 0)
		return 1;
	run_start = isolate, run_started = map_user;
	status = run_program(argv, "/dev/null", "/dev/null", "/dev/null",
			     "/", 5000, NULL);
	return !(status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0);
}
#endif

static long number(const char *s, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (end == s || *end || v < 0) {
		fprintf(stderr, "sandbox: bad %s '%s'\n", what, s);
		exit(2);
	}
	return v;
}

/* The one rule that turns a run into a verdict: what ran out first
 * decides (a flood of output is slow too, a memory hog may be killed). */
static const char *verdict(int status, long used_ms, long peak_kib,
			   const char *out)
{
	struct stat st;

	if ((status != -1 && WIFSIGNALED(status) &&
	     WTERMSIG(status) == SIGXFSZ) ||
	    (stat(out, &st) == 0 && st.st_size >= out_mib << 20))
		return "OLE";
	if (mem_mib > 0 && peak_kib > mem_mib * 1024)
		return "MLE";
	if (status == -1 || used_ms > cpu_ms)
		return "TLE";
	return WIFSIGNALED(status) ? "RE" : "EXIT";
}

int main(int argc, char **argv)
{
	struct timespec began, ended;
	struct rusage ru;
	long wall_ms, used_ms, wall_us;
	int status;

#ifdef __linux__
	if (argc == 2 && strcmp(argv[1], "--probe") == 0)
		return probe();
#endif
	if (argc < 9) {
		fputs("usage: sandbox CPU_MS MEM_MIB OUT_MIB IN OUT ERR DIR "
		      "PROG [ARG...] | sandbox --probe\n", stderr);
		return 2;
	}
	cpu_ms = number(argv[1], "cpu milliseconds");
	mem_mib = number(argv[2], "memory");
	out_mib = number(argv[3], "output size");
	wall_ms = 3 * cpu_ms + 200;

	if (strcmp(argv[7], "-") != 0 && argv[8][0] != '/') {
		/* the program is found before the move to DIR */
		static char absolute[8192];
		if (strlen(argv[8]) > 4000 || !getcwd(absolute, 4096))
			run_die("getcwd");
		strcat(strcat(absolute, "/"), argv[8]);
		argv[8] = absolute;
	}
#ifdef __linux__
	if (!getenv("ISOLATE") || strcmp(getenv("ISOLATE"), "0") != 0) {
		if (pipe(to_parent) != 0 || pipe(to_child) != 0)
			run_die("pipe");
		run_start = isolate, run_started = map_user;
	}
#endif
	clock_gettime(CLOCK_MONOTONIC, &began);
	status = run_program(argv + 8, argv[4], argv[5], argv[6],
			     strcmp(argv[7], "-") ? argv[7] : NULL, wall_ms,
			     set_limits);
	clock_gettime(CLOCK_MONOTONIC, &ended);
	wall_us = (ended.tv_sec - began.tv_sec) * 1000000L
		+ (ended.tv_nsec - began.tv_nsec) / 1000;

	getrusage(RUSAGE_CHILDREN, &ru);
	used_ms = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L
		+ (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
	printf("%s %d %ld %ld %ld\n",
	       verdict(status, used_ms, ru.ru_maxrss, argv[5]),
	       status == -1 ? 0 : WIFSIGNALED(status) ? WTERMSIG(status)
			       : WEXITSTATUS(status),
	       used_ms, ru.ru_maxrss, wall_us);
	return 0;
}
